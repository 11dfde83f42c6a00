/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import {
  useMutation,
  useQuery
} from '@tanstack/react-query';
import type {
  DataTag,
  DefinedInitialDataOptions,
  DefinedUseQueryResult,
  MutationFunction,
  QueryClient,
  QueryFunction,
  QueryKey,
  UndefinedInitialDataOptions,
  UseMutationOptions,
  UseMutationResult,
  UseQueryOptions,
  UseQueryResult
} from '@tanstack/react-query';

import type {
  ChangePasswordRequest,
  ClientErrorResponse,
  CompleteTourRequest,
  CompletedToursResponse,
  ConflictResponse,
  DeleteAccountRequest,
  DevMail,
  ErrorEnvelope,
  ForbiddenResponse,
  GoogleCallbackRequest,
  InternalResponse,
  ListDevMailboxParams,
  LoginRequest,
  MessageResponse,
  NotFoundResponse,
  NotImplementedResponse,
  PasswordResetRequest,
  ProfileResponse,
  ProviderUnavailableResponse,
  RateLimitedResponse,
  ResetPasswordRequest,
  SignupRequest,
  TokenResponse,
  UnauthenticatedResponse,
  UpdateProfileRequest,
  ValidationFailedResponse,
  VerifyEmailParams
} from '../model';

import { customFetch } from '../../../lib/api-client.ts';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



const withQueryKey = <T extends object, K>(query: T, queryKey: K): T & { queryKey: K } => {
  const result = { queryKey } as T & { queryKey: K };
  for (const key of Object.keys(query)) {
    // The explicit queryKey always wins, matching the previous
    // `{ ...query, queryKey }` spread where it was set last.
    if (key === 'queryKey') continue;
    Object.defineProperty(result, key, {
      enumerable: true,
      configurable: true,
      get: () => (query as Record<string, unknown>)[key],
    });
  }
  return result;
};

export const getStartGoogleSignInUrl = () => {




  return `/api/auth/google`
}

/**
 * Public; opened by browser navigation, not by XHR. Redirects (302) to Google's
 * authorization endpoint (OAuth 2.0 / OIDC code flow) with a fresh `state` value that
 * is also stored in the short-lived HttpOnly cookie `oauth_state` (path `/api/auth`),
 * checked by `POST /api/auth/google/callback`. Google returns the browser to
 * `/auth/callback?code=…&state=…`. When Google sign-in is not configured
 * (`googleSignInEnabled: false` in `GET /api/config`) it redirects to
 * `/login?error=google_unavailable` instead. Counts toward the sign-in rate limit.
 * @summary Start Google sign-in
 */
export const startGoogleSignIn = async ( options?: Parameters<typeof customFetch>[1]): Promise<unknown> => {

  return customFetch<unknown>(getStartGoogleSignInUrl(),
  {
    ...options,
    method: 'GET'


  }
);}





export const getStartGoogleSignInQueryKey = () => {
    return [
    `/api/auth/google`
    ] as const;
    }


export const getStartGoogleSignInQueryOptions = <TData = Awaited<ReturnType<typeof startGoogleSignIn>>, TError = void | RateLimitedResponse | InternalResponse | NotImplementedResponse>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof startGoogleSignIn>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getStartGoogleSignInQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof startGoogleSignIn>>> = ({ signal }) => startGoogleSignIn({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof startGoogleSignIn>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type StartGoogleSignInQueryResult = NonNullable<Awaited<ReturnType<typeof startGoogleSignIn>>>
export type StartGoogleSignInQueryError = void | RateLimitedResponse | InternalResponse | NotImplementedResponse


export function useStartGoogleSignIn<TData = Awaited<ReturnType<typeof startGoogleSignIn>>, TError = void | RateLimitedResponse | InternalResponse | NotImplementedResponse>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof startGoogleSignIn>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof startGoogleSignIn>>,
          TError,
          Awaited<ReturnType<typeof startGoogleSignIn>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useStartGoogleSignIn<TData = Awaited<ReturnType<typeof startGoogleSignIn>>, TError = void | RateLimitedResponse | InternalResponse | NotImplementedResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof startGoogleSignIn>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof startGoogleSignIn>>,
          TError,
          Awaited<ReturnType<typeof startGoogleSignIn>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useStartGoogleSignIn<TData = Awaited<ReturnType<typeof startGoogleSignIn>>, TError = void | RateLimitedResponse | InternalResponse | NotImplementedResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof startGoogleSignIn>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Start Google sign-in
 */

export function useStartGoogleSignIn<TData = Awaited<ReturnType<typeof startGoogleSignIn>>, TError = void | RateLimitedResponse | InternalResponse | NotImplementedResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof startGoogleSignIn>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getStartGoogleSignInQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGoogleCallbackUrl = () => {




  return `/api/auth/google/callback`
}

/**
 * Public; called by the `/auth/callback` page. Exchanges `code` at Google's token
 * endpoint, validates the ID token (issuer, audience, expiry, verified e-mail) and
 * links or creates the account (`auth_provider: google`, e-mail verified). `state` must
 * equal the `oauth_state` cookie set by `GET /api/auth/google`, otherwise 400. Answers
 * the access token and sets the refresh cookie. Suspended accounts get 403 `FORBIDDEN`.
 * Rate-limited with sign-in.
 * @summary Exchange a Google authorization code for a session
 */
export const googleCallback = async (googleCallbackRequest: GoogleCallbackRequest, options?: Parameters<typeof customFetch>[1]): Promise<TokenResponse> => {

    const getHeaders = (h?: NonNullable<RequestInit['headers']>): Record<string, string | readonly string[]> => {
    if (!h) return {};
    if (h instanceof Headers) return Object.fromEntries(h.entries());
    if (Symbol.iterator in h) {
      return Object.fromEntries(
        Array.from(h as Iterable<Iterable<string>>, (entry) => Array.from(entry) as [string, string]),
      );
    }
    const headers: Record<string, string | readonly string[]> = {};
    for (const [name, value] of Object.entries<string | readonly string[] | undefined>(h)) {
      if (value !== undefined) headers[name] = value;
    }
    return headers;
  };
return customFetch<TokenResponse>(getGoogleCallbackUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(googleCallbackRequest)
  }
);}





export const getGoogleCallbackMutationKey = () => ['googleCallback'] as const;

export const getGoogleCallbackMutationOptions = <TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | RateLimitedResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof googleCallback>>, TError,GoogleCallbackMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof googleCallback>>, TError,GoogleCallbackMutationVariables, TContext> => {

const mutationKey = getGoogleCallbackMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof googleCallback>>, GoogleCallbackMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  googleCallback(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type GoogleCallbackMutationResult = NonNullable<Awaited<ReturnType<typeof googleCallback>>>
    export type GoogleCallbackMutationBody = GoogleCallbackRequest
    export type GoogleCallbackMutationError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | RateLimitedResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse
    export type GoogleCallbackMutationVariables = {data: GoogleCallbackRequest}

    /**
 * @summary Exchange a Google authorization code for a session
 */
export const useGoogleCallback = <TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | RateLimitedResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof googleCallback>>, TError,GoogleCallbackMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof googleCallback>>,
        TError,
        GoogleCallbackMutationVariables,
        TContext
      > => {
      return useMutation(getGoogleCallbackMutationOptions(options), queryClient);
    }
    export const getSignupUrl = () => {




  return `/api/auth/signup`
}

/**
 * Public. Creates a `user` account (`auth_provider: email`) with a Pro trial of
 * `trialDays` days, mails a verification link and signs the user in (access token in
 * the body, refresh cookie set). The e-mail is unique case-insensitively (409
 * `CONFLICT` otherwise). The password is checked on the server with the spec's rules
 * in this order, the first failing rule's text being the `message`: 'Password is
 * required.', 'Password must be at least 8 characters long.', 'Password must include
 * at least one uppercase letter.', 'Password must include at least one lowercase
 * letter.', 'Password must include at least one number.', 'Password must include at
 * least one special character (e.g., !@#$%^&*).'. Rate-limited per client.
 * @summary Create an account with e-mail and password
 */
export const signup = async (signupRequest: SignupRequest, options?: Parameters<typeof customFetch>[1]): Promise<TokenResponse> => {

    const getHeaders = (h?: NonNullable<RequestInit['headers']>): Record<string, string | readonly string[]> => {
    if (!h) return {};
    if (h instanceof Headers) return Object.fromEntries(h.entries());
    if (Symbol.iterator in h) {
      return Object.fromEntries(
        Array.from(h as Iterable<Iterable<string>>, (entry) => Array.from(entry) as [string, string]),
      );
    }
    const headers: Record<string, string | readonly string[]> = {};
    for (const [name, value] of Object.entries<string | readonly string[] | undefined>(h)) {
      if (value !== undefined) headers[name] = value;
    }
    return headers;
  };
return customFetch<TokenResponse>(getSignupUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(signupRequest)
  }
);}





export const getSignupMutationKey = () => ['signup'] as const;

export const getSignupMutationOptions = <TError = ValidationFailedResponse | ConflictResponse | RateLimitedResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof signup>>, TError,SignupMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof signup>>, TError,SignupMutationVariables, TContext> => {

const mutationKey = getSignupMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof signup>>, SignupMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  signup(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type SignupMutationResult = NonNullable<Awaited<ReturnType<typeof signup>>>
    export type SignupMutationBody = SignupRequest
    export type SignupMutationError = ValidationFailedResponse | ConflictResponse | RateLimitedResponse | InternalResponse | NotImplementedResponse
    export type SignupMutationVariables = {data: SignupRequest}

    /**
 * @summary Create an account with e-mail and password
 */
export const useSignup = <TError = ValidationFailedResponse | ConflictResponse | RateLimitedResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof signup>>, TError,SignupMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof signup>>,
        TError,
        SignupMutationVariables,
        TContext
      > => {
      return useMutation(getSignupMutationOptions(options), queryClient);
    }
    export const getLoginUrl = () => {




  return `/api/auth/login`
}

/**
 * Public. Unknown e-mail and wrong password get the same 401 answer ('Invalid email or
 * password.') with comparable timing. Suspended accounts get 403 `FORBIDDEN` ('Your
 * account has been suspended. Please contact support.'). `rememberMe: true` makes the
 * refresh cookie persistent (Max-Age); otherwise it is a session cookie. Rate-limited
 * per client (50 attempts in 15 minutes) and per account whatever the client: after five
 * failures in a row each further attempt must wait 1, 2, 4 ... seconds, at most a minute
 * (429 with `Retry-After`); a successful sign-in or a password reset starts over.
 * @summary Sign in with e-mail and password
 */
export const login = async (loginRequest: LoginRequest, options?: Parameters<typeof customFetch>[1]): Promise<TokenResponse> => {

    const getHeaders = (h?: NonNullable<RequestInit['headers']>): Record<string, string | readonly string[]> => {
    if (!h) return {};
    if (h instanceof Headers) return Object.fromEntries(h.entries());
    if (Symbol.iterator in h) {
      return Object.fromEntries(
        Array.from(h as Iterable<Iterable<string>>, (entry) => Array.from(entry) as [string, string]),
      );
    }
    const headers: Record<string, string | readonly string[]> = {};
    for (const [name, value] of Object.entries<string | readonly string[] | undefined>(h)) {
      if (value !== undefined) headers[name] = value;
    }
    return headers;
  };
return customFetch<TokenResponse>(getLoginUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(loginRequest)
  }
);}





export const getLoginMutationKey = () => ['login'] as const;

export const getLoginMutationOptions = <TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | RateLimitedResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof login>>, TError,LoginMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof login>>, TError,LoginMutationVariables, TContext> => {

const mutationKey = getLoginMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof login>>, LoginMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  login(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type LoginMutationResult = NonNullable<Awaited<ReturnType<typeof login>>>
    export type LoginMutationBody = LoginRequest
    export type LoginMutationError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | RateLimitedResponse | InternalResponse | NotImplementedResponse
    export type LoginMutationVariables = {data: LoginRequest}

    /**
 * @summary Sign in with e-mail and password
 */
export const useLogin = <TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | RateLimitedResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof login>>, TError,LoginMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof login>>,
        TError,
        LoginMutationVariables,
        TContext
      > => {
      return useMutation(getLoginMutationOptions(options), queryClient);
    }
    export const getRequestPasswordResetUrl = () => {




  return `/api/auth/request-password-reset`
}

/**
 * Public. Always answers 200 with the same message whether or not an account exists
 * (no account enumeration). When it exists, a single-use reset link valid for 15
 * minutes is mailed (`/reset-password?token=…`, built from the configured public URL)
 * and earlier reset tokens are invalidated. Rate-limited per client (429 with
 * `Retry-After`). Never refused per account, so nobody can deny its owner a reset: at
 * most one reset mail per account a minute; a request inside that minute gets the same
 * answer and no new mail, and the newest mail's link keeps working.
 * @summary Request a password reset link
 */
export const requestPasswordReset = async (passwordResetRequest: PasswordResetRequest, options?: Parameters<typeof customFetch>[1]): Promise<MessageResponse> => {

    const getHeaders = (h?: NonNullable<RequestInit['headers']>): Record<string, string | readonly string[]> => {
    if (!h) return {};
    if (h instanceof Headers) return Object.fromEntries(h.entries());
    if (Symbol.iterator in h) {
      return Object.fromEntries(
        Array.from(h as Iterable<Iterable<string>>, (entry) => Array.from(entry) as [string, string]),
      );
    }
    const headers: Record<string, string | readonly string[]> = {};
    for (const [name, value] of Object.entries<string | readonly string[] | undefined>(h)) {
      if (value !== undefined) headers[name] = value;
    }
    return headers;
  };
return customFetch<MessageResponse>(getRequestPasswordResetUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(passwordResetRequest)
  }
);}





export const getRequestPasswordResetMutationKey = () => ['requestPasswordReset'] as const;

export const getRequestPasswordResetMutationOptions = <TError = ValidationFailedResponse | RateLimitedResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof requestPasswordReset>>, TError,RequestPasswordResetMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof requestPasswordReset>>, TError,RequestPasswordResetMutationVariables, TContext> => {

const mutationKey = getRequestPasswordResetMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof requestPasswordReset>>, RequestPasswordResetMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  requestPasswordReset(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type RequestPasswordResetMutationResult = NonNullable<Awaited<ReturnType<typeof requestPasswordReset>>>
    export type RequestPasswordResetMutationBody = PasswordResetRequest
    export type RequestPasswordResetMutationError = ValidationFailedResponse | RateLimitedResponse | InternalResponse | NotImplementedResponse
    export type RequestPasswordResetMutationVariables = {data: PasswordResetRequest}

    /**
 * @summary Request a password reset link
 */
export const useRequestPasswordReset = <TError = ValidationFailedResponse | RateLimitedResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof requestPasswordReset>>, TError,RequestPasswordResetMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof requestPasswordReset>>,
        TError,
        RequestPasswordResetMutationVariables,
        TContext
      > => {
      return useMutation(getRequestPasswordResetMutationOptions(options), queryClient);
    }
    export const getResetPasswordUrl = () => {




  return `/api/auth/reset-password`
}

/**
 * Public. Consumes the single-use token (15-minute lifetime) and sets the new password,
 * checked with the same strength rules and messages as sign-up. An unknown, used or
 * expired token answers 400 'Failed to reset password. The link may have expired.'.
 * Revokes all of the user's refresh tokens and access tokens. Rate-limited per client.
 * @summary Set a new password with a reset token
 */
export const resetPassword = async (resetPasswordRequest: ResetPasswordRequest, options?: Parameters<typeof customFetch>[1]): Promise<MessageResponse> => {

    const getHeaders = (h?: NonNullable<RequestInit['headers']>): Record<string, string | readonly string[]> => {
    if (!h) return {};
    if (h instanceof Headers) return Object.fromEntries(h.entries());
    if (Symbol.iterator in h) {
      return Object.fromEntries(
        Array.from(h as Iterable<Iterable<string>>, (entry) => Array.from(entry) as [string, string]),
      );
    }
    const headers: Record<string, string | readonly string[]> = {};
    for (const [name, value] of Object.entries<string | readonly string[] | undefined>(h)) {
      if (value !== undefined) headers[name] = value;
    }
    return headers;
  };
return customFetch<MessageResponse>(getResetPasswordUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(resetPasswordRequest)
  }
);}





export const getResetPasswordMutationKey = () => ['resetPassword'] as const;

export const getResetPasswordMutationOptions = <TError = ValidationFailedResponse | RateLimitedResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof resetPassword>>, TError,ResetPasswordMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof resetPassword>>, TError,ResetPasswordMutationVariables, TContext> => {

const mutationKey = getResetPasswordMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof resetPassword>>, ResetPasswordMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  resetPassword(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type ResetPasswordMutationResult = NonNullable<Awaited<ReturnType<typeof resetPassword>>>
    export type ResetPasswordMutationBody = ResetPasswordRequest
    export type ResetPasswordMutationError = ValidationFailedResponse | RateLimitedResponse | InternalResponse | NotImplementedResponse
    export type ResetPasswordMutationVariables = {data: ResetPasswordRequest}

    /**
 * @summary Set a new password with a reset token
 */
export const useResetPassword = <TError = ValidationFailedResponse | RateLimitedResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof resetPassword>>, TError,ResetPasswordMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof resetPassword>>,
        TError,
        ResetPasswordMutationVariables,
        TContext
      > => {
      return useMutation(getResetPasswordMutationOptions(options), queryClient);
    }
    export const getRefreshTokenUrl = () => {




  return `/api/auth/refresh_token`
}

/**
 * Called with the `refresh_token` cookie only (no access token needed). Answers a new
 * access token and sets a rotated refresh cookie (same persistence as the original
 * sign-in). A missing, expired or revoked cookie answers 401 and clears the cookie; a
 * reused (already rotated) token also revokes its whole family.
 * @summary Rotate the refresh token and get a new access token
 */
export const refreshToken = async ( options?: Parameters<typeof customFetch>[1]): Promise<TokenResponse> => {

  return customFetch<TokenResponse>(getRefreshTokenUrl(),
  {
    ...options,
    method: 'POST'


  }
);}





export const getRefreshTokenMutationKey = () => ['refreshToken'] as const;

export const getRefreshTokenMutationOptions = <TError = ErrorEnvelope | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof refreshToken>>, TError,void, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof refreshToken>>, TError,void, TContext> => {

const mutationKey = getRefreshTokenMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof refreshToken>>, void> = () => {


          return  refreshToken(requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type RefreshTokenMutationResult = NonNullable<Awaited<ReturnType<typeof refreshToken>>>

    export type RefreshTokenMutationError = ErrorEnvelope | InternalResponse | NotImplementedResponse


    /**
 * @summary Rotate the refresh token and get a new access token
 */
export const useRefreshToken = <TError = ErrorEnvelope | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof refreshToken>>, TError,void, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof refreshToken>>,
        TError,
        void,
        TContext
      > => {
      return useMutation(getRefreshTokenMutationOptions(options), queryClient);
    }
    export const getLogoutUrl = () => {




  return `/api/auth/logout`
}

/**
 * Anyone may call it; the refresh cookie is optional. Revokes the refresh token family
 * of the presented cookie (if any) and clears the cookie; every access token of that
 * account (or of the caller of a valid `x-auth-token`) ends, and the account's other
 * browsers fetch new ones with their own refresh cookies. Idempotent: always 204 for a
 * missing, unknown or already revoked cookie. The web app ignores failures and removes
 * its stored access token.
 * @summary Sign out
 */
export const logout = async ( options?: Parameters<typeof customFetch>[1]): Promise<void> => {

  return customFetch<void>(getLogoutUrl(),
  {
    ...options,
    method: 'POST'


  }
);}





export const getLogoutMutationKey = () => ['logout'] as const;

export const getLogoutMutationOptions = <TError = InternalResponse | NotImplementedResponse | ClientErrorResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof logout>>, TError,void, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof logout>>, TError,void, TContext> => {

const mutationKey = getLogoutMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof logout>>, void> = () => {


          return  logout(requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type LogoutMutationResult = NonNullable<Awaited<ReturnType<typeof logout>>>

    export type LogoutMutationError = InternalResponse | NotImplementedResponse | ClientErrorResponse


    /**
 * @summary Sign out
 */
export const useLogout = <TError = InternalResponse | NotImplementedResponse | ClientErrorResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof logout>>, TError,void, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof logout>>,
        TError,
        void,
        TContext
      > => {
      return useMutation(getLogoutMutationOptions(options), queryClient);
    }
    export const getResendVerificationUrl = () => {




  return `/api/auth/resend-verification`
}

/**
 * Signed-in user whose e-mail is not verified yet. Mails a new verification link
 * (`GET /api/auth/verify-email?token=…`) and invalidates earlier ones. 409 when the
 * e-mail is already verified; rate-limited (one mail per 60 seconds, a few per hour);
 * 503 when the mail provider fails.
 * @summary Mail a new e-mail verification link
 */
export const resendVerification = async ( options?: Parameters<typeof customFetch>[1]): Promise<MessageResponse> => {

  return customFetch<MessageResponse>(getResendVerificationUrl(),
  {
    ...options,
    method: 'POST'


  }
);}





export const getResendVerificationMutationKey = () => ['resendVerification'] as const;

export const getResendVerificationMutationOptions = <TError = UnauthenticatedResponse | ConflictResponse | RateLimitedResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof resendVerification>>, TError,void, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof resendVerification>>, TError,void, TContext> => {

const mutationKey = getResendVerificationMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof resendVerification>>, void> = () => {


          return  resendVerification(requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type ResendVerificationMutationResult = NonNullable<Awaited<ReturnType<typeof resendVerification>>>

    export type ResendVerificationMutationError = UnauthenticatedResponse | ConflictResponse | RateLimitedResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse


    /**
 * @summary Mail a new e-mail verification link
 */
export const useResendVerification = <TError = UnauthenticatedResponse | ConflictResponse | RateLimitedResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof resendVerification>>, TError,void, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof resendVerification>>,
        TError,
        void,
        TContext
      > => {
      return useMutation(getResendVerificationMutationOptions(options), queryClient);
    }
    export const getVerifyEmailUrl = (params: VerifyEmailParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/auth/verify-email?${stringifiedParams}` : `/api/auth/verify-email`
}

/**
 * Public; the link in the verification mail. A valid, unexpired, unused token marks the
 * e-mail verified and redirects to `/email-verification-success`; any other token
 * redirects to `/email-verification-failed`. A request without `token` answers 400.
 * @summary Verify an e-mail address from the mailed link
 */
export const verifyEmail = async (params: VerifyEmailParams, options?: Parameters<typeof customFetch>[1]): Promise<unknown> => {

  return customFetch<unknown>(getVerifyEmailUrl(params),
  {
    ...options,
    method: 'GET'


  }
);}





export const getVerifyEmailQueryKey = (params?: VerifyEmailParams,) => {
    return [
    `/api/auth/verify-email`, ...(params ? [params] : [])
    ] as const;
    }


export const getVerifyEmailQueryOptions = <TData = Awaited<ReturnType<typeof verifyEmail>>, TError = void | ValidationFailedResponse | InternalResponse | NotImplementedResponse>(params: VerifyEmailParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof verifyEmail>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getVerifyEmailQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof verifyEmail>>> = ({ signal }) => verifyEmail(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof verifyEmail>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type VerifyEmailQueryResult = NonNullable<Awaited<ReturnType<typeof verifyEmail>>>
export type VerifyEmailQueryError = void | ValidationFailedResponse | InternalResponse | NotImplementedResponse


export function useVerifyEmail<TData = Awaited<ReturnType<typeof verifyEmail>>, TError = void | ValidationFailedResponse | InternalResponse | NotImplementedResponse>(
 params: VerifyEmailParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof verifyEmail>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof verifyEmail>>,
          TError,
          Awaited<ReturnType<typeof verifyEmail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useVerifyEmail<TData = Awaited<ReturnType<typeof verifyEmail>>, TError = void | ValidationFailedResponse | InternalResponse | NotImplementedResponse>(
 params: VerifyEmailParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof verifyEmail>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof verifyEmail>>,
          TError,
          Awaited<ReturnType<typeof verifyEmail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useVerifyEmail<TData = Awaited<ReturnType<typeof verifyEmail>>, TError = void | ValidationFailedResponse | InternalResponse | NotImplementedResponse>(
 params: VerifyEmailParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof verifyEmail>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Verify an e-mail address from the mailed link
 */

export function useVerifyEmail<TData = Awaited<ReturnType<typeof verifyEmail>>, TError = void | ValidationFailedResponse | InternalResponse | NotImplementedResponse>(
 params: VerifyEmailParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof verifyEmail>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getVerifyEmailQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListDevMailboxUrl = (params?: ListDevMailboxParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/dev/mailbox?${stringifiedParams}` : `/api/dev/mailbox`
}

/**
 * Development aid, no authentication. Answers only when the `outbox` mail adapter is
 * active, the server does not run in production mode, and the request comes from the
 * server's own machine (a loopback peer address and no `Forwarded`, `X-Forwarded-For` or
 * `X-Real-IP` header); otherwise every request gets 404. Lists the stored outgoing mails
 * (verification and reset links included), newest first, optionally only those sent to `to`.
 * @summary List mails stored by the outbox mail adapter (development only)
 */
export const listDevMailbox = async (params?: ListDevMailboxParams, options?: Parameters<typeof customFetch>[1]): Promise<DevMail[]> => {

  return customFetch<DevMail[]>(getListDevMailboxUrl(params),
  {
    ...options,
    method: 'GET'


  }
);}





export const getListDevMailboxQueryKey = (params?: ListDevMailboxParams,) => {
    return [
    `/api/dev/mailbox`, ...(params ? [params] : [])
    ] as const;
    }


export const getListDevMailboxQueryOptions = <TData = Awaited<ReturnType<typeof listDevMailbox>>, TError = ValidationFailedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse>(params?: ListDevMailboxParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listDevMailbox>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListDevMailboxQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listDevMailbox>>> = ({ signal }) => listDevMailbox(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listDevMailbox>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListDevMailboxQueryResult = NonNullable<Awaited<ReturnType<typeof listDevMailbox>>>
export type ListDevMailboxQueryError = ValidationFailedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse


export function useListDevMailbox<TData = Awaited<ReturnType<typeof listDevMailbox>>, TError = ValidationFailedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse>(
 params: undefined |  ListDevMailboxParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listDevMailbox>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listDevMailbox>>,
          TError,
          Awaited<ReturnType<typeof listDevMailbox>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListDevMailbox<TData = Awaited<ReturnType<typeof listDevMailbox>>, TError = ValidationFailedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse>(
 params?: ListDevMailboxParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listDevMailbox>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listDevMailbox>>,
          TError,
          Awaited<ReturnType<typeof listDevMailbox>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListDevMailbox<TData = Awaited<ReturnType<typeof listDevMailbox>>, TError = ValidationFailedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse>(
 params?: ListDevMailboxParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listDevMailbox>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List mails stored by the outbox mail adapter (development only)
 */

export function useListDevMailbox<TData = Awaited<ReturnType<typeof listDevMailbox>>, TError = ValidationFailedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse>(
 params?: ListDevMailboxParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listDevMailbox>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListDevMailboxQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGetProfileUrl = () => {




  return `/api/user/profile`
}

/**
 * Signed-in user, own profile only. `subscription.planName` is Free when there is no subscription; during the trial it is Pro with status `trialing`.
 * @summary Get the signed-in user's profile and subscription
 */
export const getProfile = async ( options?: Parameters<typeof customFetch>[1]): Promise<ProfileResponse> => {

  return customFetch<ProfileResponse>(getGetProfileUrl(),
  {
    ...options,
    method: 'GET'


  }
);}





export const getGetProfileQueryKey = () => {
    return [
    `/api/user/profile`
    ] as const;
    }


export const getGetProfileQueryOptions = <TData = Awaited<ReturnType<typeof getProfile>>, TError = UnauthenticatedResponse | InternalResponse | NotImplementedResponse>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getProfile>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetProfileQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getProfile>>> = ({ signal }) => getProfile({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getProfile>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetProfileQueryResult = NonNullable<Awaited<ReturnType<typeof getProfile>>>
export type GetProfileQueryError = UnauthenticatedResponse | InternalResponse | NotImplementedResponse


export function useGetProfile<TData = Awaited<ReturnType<typeof getProfile>>, TError = UnauthenticatedResponse | InternalResponse | NotImplementedResponse>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getProfile>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getProfile>>,
          TError,
          Awaited<ReturnType<typeof getProfile>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetProfile<TData = Awaited<ReturnType<typeof getProfile>>, TError = UnauthenticatedResponse | InternalResponse | NotImplementedResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getProfile>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getProfile>>,
          TError,
          Awaited<ReturnType<typeof getProfile>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetProfile<TData = Awaited<ReturnType<typeof getProfile>>, TError = UnauthenticatedResponse | InternalResponse | NotImplementedResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getProfile>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the signed-in user's profile and subscription
 */

export function useGetProfile<TData = Awaited<ReturnType<typeof getProfile>>, TError = UnauthenticatedResponse | InternalResponse | NotImplementedResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getProfile>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetProfileQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getUpdateProfileUrl = () => {




  return `/api/user/profile`
}

/**
 * Signed-in user, own profile only. Accepts only `name`, `job_title`, `industry`,
 * `experience` and `gender` (any subset; `null` clears an optional field). E-mail,
 * role, plan and flags cannot be changed here. Answers the whole updated profile.
 * @summary Update the signed-in user's profile
 */
export const updateProfile = async (updateProfileRequest: UpdateProfileRequest, options?: Parameters<typeof customFetch>[1]): Promise<ProfileResponse> => {

    const getHeaders = (h?: NonNullable<RequestInit['headers']>): Record<string, string | readonly string[]> => {
    if (!h) return {};
    if (h instanceof Headers) return Object.fromEntries(h.entries());
    if (Symbol.iterator in h) {
      return Object.fromEntries(
        Array.from(h as Iterable<Iterable<string>>, (entry) => Array.from(entry) as [string, string]),
      );
    }
    const headers: Record<string, string | readonly string[]> = {};
    for (const [name, value] of Object.entries<string | readonly string[] | undefined>(h)) {
      if (value !== undefined) headers[name] = value;
    }
    return headers;
  };
return customFetch<ProfileResponse>(getUpdateProfileUrl(),
  {
    ...options,
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(updateProfileRequest)
  }
);}





export const getUpdateProfileMutationKey = () => ['updateProfile'] as const;

export const getUpdateProfileMutationOptions = <TError = ValidationFailedResponse | UnauthenticatedResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateProfile>>, TError,UpdateProfileMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof updateProfile>>, TError,UpdateProfileMutationVariables, TContext> => {

const mutationKey = getUpdateProfileMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof updateProfile>>, UpdateProfileMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  updateProfile(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type UpdateProfileMutationResult = NonNullable<Awaited<ReturnType<typeof updateProfile>>>
    export type UpdateProfileMutationBody = UpdateProfileRequest
    export type UpdateProfileMutationError = ValidationFailedResponse | UnauthenticatedResponse | InternalResponse | NotImplementedResponse
    export type UpdateProfileMutationVariables = {data: UpdateProfileRequest}

    /**
 * @summary Update the signed-in user's profile
 */
export const useUpdateProfile = <TError = ValidationFailedResponse | UnauthenticatedResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateProfile>>, TError,UpdateProfileMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof updateProfile>>,
        TError,
        UpdateProfileMutationVariables,
        TContext
      > => {
      return useMutation(getUpdateProfileMutationOptions(options), queryClient);
    }
    export const getChangePasswordUrl = () => {




  return `/api/user/change-password`
}

/**
 * Signed-in user with `auth_provider: email` only (403 `FORBIDDEN` for Google accounts,
 * whose password is managed by Google). `currentPassword` must be right (400
 * 'Current password is incorrect.'); `newPassword` must pass the shared strength check
 * ('New password must be at least 8 characters long.' first). Revokes the user's other
 * refresh tokens and every access token, the caller's included: the calling browser
 * keeps its refresh cookie, so its next call answers 401 once and
 * `/api/auth/refresh_token` gives it a new access token.
 * @summary Change the signed-in user's password
 */
export const changePassword = async (changePasswordRequest: ChangePasswordRequest, options?: Parameters<typeof customFetch>[1]): Promise<MessageResponse> => {

    const getHeaders = (h?: NonNullable<RequestInit['headers']>): Record<string, string | readonly string[]> => {
    if (!h) return {};
    if (h instanceof Headers) return Object.fromEntries(h.entries());
    if (Symbol.iterator in h) {
      return Object.fromEntries(
        Array.from(h as Iterable<Iterable<string>>, (entry) => Array.from(entry) as [string, string]),
      );
    }
    const headers: Record<string, string | readonly string[]> = {};
    for (const [name, value] of Object.entries<string | readonly string[] | undefined>(h)) {
      if (value !== undefined) headers[name] = value;
    }
    return headers;
  };
return customFetch<MessageResponse>(getChangePasswordUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(changePasswordRequest)
  }
);}





export const getChangePasswordMutationKey = () => ['changePassword'] as const;

export const getChangePasswordMutationOptions = <TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof changePassword>>, TError,ChangePasswordMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof changePassword>>, TError,ChangePasswordMutationVariables, TContext> => {

const mutationKey = getChangePasswordMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof changePassword>>, ChangePasswordMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  changePassword(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type ChangePasswordMutationResult = NonNullable<Awaited<ReturnType<typeof changePassword>>>
    export type ChangePasswordMutationBody = ChangePasswordRequest
    export type ChangePasswordMutationError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse
    export type ChangePasswordMutationVariables = {data: ChangePasswordRequest}

    /**
 * @summary Change the signed-in user's password
 */
export const useChangePassword = <TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof changePassword>>, TError,ChangePasswordMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof changePassword>>,
        TError,
        ChangePasswordMutationVariables,
        TContext
      > => {
      return useMutation(getChangePasswordMutationOptions(options), queryClient);
    }
    export const getDeleteAccountUrl = () => {




  return `/api/user/account`
}

/**
 * Signed-in user, own account only. The person confirms first: an account with a password
 * sends `password` (its current password); an account without one (Google sign-in) sends
 * `confirmEmail`, its e-mail address typed again (case and surrounding blanks aside), as an
 * admin does to delete someone. A missing, wrong or mismatched confirmation answers 400
 * `VALIDATION_FAILED` naming the field in `details` ('Password is incorrect.') and deletes
 * nothing. Wrong passwords slow the next tries on the account as sign-in does: five are
 * free, then each waits 1, 2, 4 ... seconds, at most a minute (429 with `Retry-After`); the
 * right password starts over.
 *
 * Deletes the account and everything it owns (documents and stored files, sessions,
 * applications, notifications, tickets, invoices and their PDFs, tokens); an active paid
 * subscription is cancelled with the payment provider first. Clears the refresh cookie.
 * Staff (admin and support) deleting their own account is a staff action written to the
 * audit log (`user.delete_self`, in the deletion's own transaction); the last active admin
 * is refused with 409 and keeps the account.
 * @summary Delete the signed-in user's account
 */
export const deleteAccount = async (deleteAccountRequest: DeleteAccountRequest, options?: Parameters<typeof customFetch>[1]): Promise<void> => {

    const getHeaders = (h?: NonNullable<RequestInit['headers']>): Record<string, string | readonly string[]> => {
    if (!h) return {};
    if (h instanceof Headers) return Object.fromEntries(h.entries());
    if (Symbol.iterator in h) {
      return Object.fromEntries(
        Array.from(h as Iterable<Iterable<string>>, (entry) => Array.from(entry) as [string, string]),
      );
    }
    const headers: Record<string, string | readonly string[]> = {};
    for (const [name, value] of Object.entries<string | readonly string[] | undefined>(h)) {
      if (value !== undefined) headers[name] = value;
    }
    return headers;
  };
return customFetch<void>(getDeleteAccountUrl(),
  {
    ...options,
    method: 'DELETE',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(deleteAccountRequest)
  }
);}





export const getDeleteAccountMutationKey = () => ['deleteAccount'] as const;

export const getDeleteAccountMutationOptions = <TError = ErrorEnvelope | UnauthenticatedResponse | RateLimitedResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteAccount>>, TError,DeleteAccountMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof deleteAccount>>, TError,DeleteAccountMutationVariables, TContext> => {

const mutationKey = getDeleteAccountMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteAccount>>, DeleteAccountMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  deleteAccount(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type DeleteAccountMutationResult = NonNullable<Awaited<ReturnType<typeof deleteAccount>>>
    export type DeleteAccountMutationBody = DeleteAccountRequest
    export type DeleteAccountMutationError = ErrorEnvelope | UnauthenticatedResponse | RateLimitedResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse
    export type DeleteAccountMutationVariables = {data: DeleteAccountRequest}

    /**
 * @summary Delete the signed-in user's account
 */
export const useDeleteAccount = <TError = ErrorEnvelope | UnauthenticatedResponse | RateLimitedResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteAccount>>, TError,DeleteAccountMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof deleteAccount>>,
        TError,
        DeleteAccountMutationVariables,
        TContext
      > => {
      return useMutation(getDeleteAccountMutationOptions(options), queryClient);
    }
    export const getCompleteTourUrl = () => {




  return `/api/user/tours/complete`
}

/**
 * Signed-in user. Idempotent; answers the user's completed tours.
 * @summary Mark one guided tour as completed
 */
export const completeTour = async (completeTourRequest: CompleteTourRequest, options?: Parameters<typeof customFetch>[1]): Promise<CompletedToursResponse> => {

    const getHeaders = (h?: NonNullable<RequestInit['headers']>): Record<string, string | readonly string[]> => {
    if (!h) return {};
    if (h instanceof Headers) return Object.fromEntries(h.entries());
    if (Symbol.iterator in h) {
      return Object.fromEntries(
        Array.from(h as Iterable<Iterable<string>>, (entry) => Array.from(entry) as [string, string]),
      );
    }
    const headers: Record<string, string | readonly string[]> = {};
    for (const [name, value] of Object.entries<string | readonly string[] | undefined>(h)) {
      if (value !== undefined) headers[name] = value;
    }
    return headers;
  };
return customFetch<CompletedToursResponse>(getCompleteTourUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(completeTourRequest)
  }
);}





export const getCompleteTourMutationKey = () => ['completeTour'] as const;

export const getCompleteTourMutationOptions = <TError = ValidationFailedResponse | UnauthenticatedResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof completeTour>>, TError,CompleteTourMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof completeTour>>, TError,CompleteTourMutationVariables, TContext> => {

const mutationKey = getCompleteTourMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof completeTour>>, CompleteTourMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  completeTour(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CompleteTourMutationResult = NonNullable<Awaited<ReturnType<typeof completeTour>>>
    export type CompleteTourMutationBody = CompleteTourRequest
    export type CompleteTourMutationError = ValidationFailedResponse | UnauthenticatedResponse | InternalResponse | NotImplementedResponse
    export type CompleteTourMutationVariables = {data: CompleteTourRequest}

    /**
 * @summary Mark one guided tour as completed
 */
export const useCompleteTour = <TError = ValidationFailedResponse | UnauthenticatedResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof completeTour>>, TError,CompleteTourMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof completeTour>>,
        TError,
        CompleteTourMutationVariables,
        TContext
      > => {
      return useMutation(getCompleteTourMutationOptions(options), queryClient);
    }
    export const getCompleteAllToursUrl = () => {




  return `/api/user/tours/complete-all`
}

/**
 * Signed-in user ('Explore on My Own'). Idempotent; answers the user's completed tours (all four).
 * @summary Mark every guided tour as completed
 */
export const completeAllTours = async ( options?: Parameters<typeof customFetch>[1]): Promise<CompletedToursResponse> => {

  return customFetch<CompletedToursResponse>(getCompleteAllToursUrl(),
  {
    ...options,
    method: 'POST'


  }
);}





export const getCompleteAllToursMutationKey = () => ['completeAllTours'] as const;

export const getCompleteAllToursMutationOptions = <TError = UnauthenticatedResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof completeAllTours>>, TError,void, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof completeAllTours>>, TError,void, TContext> => {

const mutationKey = getCompleteAllToursMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof completeAllTours>>, void> = () => {


          return  completeAllTours(requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CompleteAllToursMutationResult = NonNullable<Awaited<ReturnType<typeof completeAllTours>>>

    export type CompleteAllToursMutationError = UnauthenticatedResponse | InternalResponse | NotImplementedResponse


    /**
 * @summary Mark every guided tour as completed
 */
export const useCompleteAllTours = <TError = UnauthenticatedResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof completeAllTours>>, TError,void, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof completeAllTours>>,
        TError,
        void,
        TContext
      > => {
      return useMutation(getCompleteAllToursMutationOptions(options), queryClient);
    }
