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
  CheckoutSessionResult,
  ClientErrorResponse,
  ConflictResponse,
  CouponValidation,
  CreateCheckoutSessionRequest,
  InternalResponse,
  Invoice,
  NotFoundResponse,
  NotImplementedResponse,
  PricingConfig,
  ProviderUnavailableResponse,
  RateLimitedResponse,
  SandboxCheckoutCompletion,
  SandboxCheckoutSession,
  StripeEvent,
  UnauthenticatedResponse,
  UrlResponse,
  ValidateCouponRequest,
  ValidationFailedResponse,
  WebhookAck
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

export const getGetPricingConfigUrl = () => {




  return `/api/pricing-config`
}

/**
 * Public. Monthly prices in dollars, the annual discount in percent, and the price ids to pass to `createCheckoutSession` (Stripe price ids, or the sandbox's own ids when the sandbox payment adapter is active).
 * @summary Get plan prices and price ids
 */
export const getPricingConfig = async ( options?: Parameters<typeof customFetch>[1]): Promise<PricingConfig> => {

  return customFetch<PricingConfig>(getGetPricingConfigUrl(),
  {
    ...options,
    method: 'GET'


  }
);}





export const getGetPricingConfigQueryKey = () => {
    return [
    `/api/pricing-config`
    ] as const;
    }


export const getGetPricingConfigQueryOptions = <TData = Awaited<ReturnType<typeof getPricingConfig>>, TError = InternalResponse | NotImplementedResponse | ClientErrorResponse>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPricingConfig>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetPricingConfigQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getPricingConfig>>> = ({ signal }) => getPricingConfig({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getPricingConfig>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetPricingConfigQueryResult = NonNullable<Awaited<ReturnType<typeof getPricingConfig>>>
export type GetPricingConfigQueryError = InternalResponse | NotImplementedResponse | ClientErrorResponse


export function useGetPricingConfig<TData = Awaited<ReturnType<typeof getPricingConfig>>, TError = InternalResponse | NotImplementedResponse | ClientErrorResponse>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPricingConfig>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getPricingConfig>>,
          TError,
          Awaited<ReturnType<typeof getPricingConfig>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetPricingConfig<TData = Awaited<ReturnType<typeof getPricingConfig>>, TError = InternalResponse | NotImplementedResponse | ClientErrorResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPricingConfig>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getPricingConfig>>,
          TError,
          Awaited<ReturnType<typeof getPricingConfig>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetPricingConfig<TData = Awaited<ReturnType<typeof getPricingConfig>>, TError = InternalResponse | NotImplementedResponse | ClientErrorResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPricingConfig>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get plan prices and price ids
 */

export function useGetPricingConfig<TData = Awaited<ReturnType<typeof getPricingConfig>>, TError = InternalResponse | NotImplementedResponse | ClientErrorResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPricingConfig>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetPricingConfigQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getCreateCheckoutSessionUrl = () => {




  return `/api/stripe/create-checkout-session`
}

/**
 * Signed-in user. `priceId` must be one of the pricing configuration's price ids (400
 * otherwise); `promotionCode` is applied when valid (400 'Invalid or expired coupon.'
 * otherwise). With no paid subscription it answers `{url}` of a hosted checkout:
 * Stripe Checkout (test mode by default), or with the sandbox payment adapter the web
 * app's `/checkout/sandbox/{checkoutSessionId}` page. With an active paid subscription
 * the plan is changed in place and it answers `{success: true}`. Asking for the plan
 * and interval already held answers 409. 503 when the payment provider fails.
 * @summary Start buying a plan
 */
export const createCheckoutSession = async (createCheckoutSessionRequest: CreateCheckoutSessionRequest, options?: Parameters<typeof customFetch>[1]): Promise<CheckoutSessionResult> => {

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
return customFetch<CheckoutSessionResult>(getCreateCheckoutSessionUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(createCheckoutSessionRequest)
  }
);}





export const getCreateCheckoutSessionMutationKey = () => ['createCheckoutSession'] as const;

export const getCreateCheckoutSessionMutationOptions = <TError = ValidationFailedResponse | UnauthenticatedResponse | ConflictResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createCheckoutSession>>, TError,CreateCheckoutSessionMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof createCheckoutSession>>, TError,CreateCheckoutSessionMutationVariables, TContext> => {

const mutationKey = getCreateCheckoutSessionMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createCheckoutSession>>, CreateCheckoutSessionMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  createCheckoutSession(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CreateCheckoutSessionMutationResult = NonNullable<Awaited<ReturnType<typeof createCheckoutSession>>>
    export type CreateCheckoutSessionMutationBody = CreateCheckoutSessionRequest
    export type CreateCheckoutSessionMutationError = ValidationFailedResponse | UnauthenticatedResponse | ConflictResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse
    export type CreateCheckoutSessionMutationVariables = {data: CreateCheckoutSessionRequest}

    /**
 * @summary Start buying a plan
 */
export const useCreateCheckoutSession = <TError = ValidationFailedResponse | UnauthenticatedResponse | ConflictResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createCheckoutSession>>, TError,CreateCheckoutSessionMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createCheckoutSession>>,
        TError,
        CreateCheckoutSessionMutationVariables,
        TContext
      > => {
      return useMutation(getCreateCheckoutSessionMutationOptions(options), queryClient);
    }
    export const getValidateCouponUrl = () => {




  return `/api/stripe/validate-coupon`
}

/**
 * Anyone (the pricing page works signed out; the access token is read when present).
 * Answers 200 in both cases: `valid: true` with the discount, or `valid: false` with
 * 'Invalid or expired coupon.'. The code is compared upper-cased. Rate-limited per
 * client against guessing. 503 when the payment provider fails.
 * @summary Check a promotion code
 */
export const validateCoupon = async (validateCouponRequest: ValidateCouponRequest, options?: Parameters<typeof customFetch>[1]): Promise<CouponValidation> => {

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
return customFetch<CouponValidation>(getValidateCouponUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(validateCouponRequest)
  }
);}





export const getValidateCouponMutationKey = () => ['validateCoupon'] as const;

export const getValidateCouponMutationOptions = <TError = ValidationFailedResponse | RateLimitedResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof validateCoupon>>, TError,ValidateCouponMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof validateCoupon>>, TError,ValidateCouponMutationVariables, TContext> => {

const mutationKey = getValidateCouponMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof validateCoupon>>, ValidateCouponMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  validateCoupon(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type ValidateCouponMutationResult = NonNullable<Awaited<ReturnType<typeof validateCoupon>>>
    export type ValidateCouponMutationBody = ValidateCouponRequest
    export type ValidateCouponMutationError = ValidationFailedResponse | RateLimitedResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse
    export type ValidateCouponMutationVariables = {data: ValidateCouponRequest}

    /**
 * @summary Check a promotion code
 */
export const useValidateCoupon = <TError = ValidationFailedResponse | RateLimitedResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof validateCoupon>>, TError,ValidateCouponMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof validateCoupon>>,
        TError,
        ValidateCouponMutationVariables,
        TContext
      > => {
      return useMutation(getValidateCouponMutationOptions(options), queryClient);
    }
    export const getCreatePortalSessionUrl = () => {




  return `/api/stripe/create-portal-session`
}

/**
 * Signed-in user. Answers the URL of Stripe's customer portal (returning to
 * `/settings/billing`), or with the sandbox payment adapter the in-app `/settings/plan`
 * page. A user who never paid has no billing account: 409. 503 when the payment
 * provider fails.
 * @summary Open the billing portal
 */
export const createPortalSession = async ( options?: Parameters<typeof customFetch>[1]): Promise<UrlResponse> => {

  return customFetch<UrlResponse>(getCreatePortalSessionUrl(),
  {
    ...options,
    method: 'POST'


  }
);}





export const getCreatePortalSessionMutationKey = () => ['createPortalSession'] as const;

export const getCreatePortalSessionMutationOptions = <TError = UnauthenticatedResponse | ConflictResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createPortalSession>>, TError,void, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof createPortalSession>>, TError,void, TContext> => {

const mutationKey = getCreatePortalSessionMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createPortalSession>>, void> = () => {


          return  createPortalSession(requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CreatePortalSessionMutationResult = NonNullable<Awaited<ReturnType<typeof createPortalSession>>>

    export type CreatePortalSessionMutationError = UnauthenticatedResponse | ConflictResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse


    /**
 * @summary Open the billing portal
 */
export const useCreatePortalSession = <TError = UnauthenticatedResponse | ConflictResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createPortalSession>>, TError,void, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createPortalSession>>,
        TError,
        void,
        TContext
      > => {
      return useMutation(getCreatePortalSessionMutationOptions(options), queryClient);
    }
    export const getListInvoicesUrl = () => {




  return `/api/user/invoices`
}

/**
 * Signed-in user, own invoices only, newest first (from Stripe, or the sandbox's recorded purchases). An empty list for users who never paid. 503 when the payment provider fails.
 * @summary List the signed-in user's invoices
 */
export const listInvoices = async ( options?: Parameters<typeof customFetch>[1]): Promise<Invoice[]> => {

  return customFetch<Invoice[]>(getListInvoicesUrl(),
  {
    ...options,
    method: 'GET'


  }
);}





export const getListInvoicesQueryKey = () => {
    return [
    `/api/user/invoices`
    ] as const;
    }


export const getListInvoicesQueryOptions = <TData = Awaited<ReturnType<typeof listInvoices>>, TError = UnauthenticatedResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listInvoices>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListInvoicesQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listInvoices>>> = ({ signal }) => listInvoices({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listInvoices>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListInvoicesQueryResult = NonNullable<Awaited<ReturnType<typeof listInvoices>>>
export type ListInvoicesQueryError = UnauthenticatedResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse


export function useListInvoices<TData = Awaited<ReturnType<typeof listInvoices>>, TError = UnauthenticatedResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listInvoices>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listInvoices>>,
          TError,
          Awaited<ReturnType<typeof listInvoices>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListInvoices<TData = Awaited<ReturnType<typeof listInvoices>>, TError = UnauthenticatedResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listInvoices>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listInvoices>>,
          TError,
          Awaited<ReturnType<typeof listInvoices>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListInvoices<TData = Awaited<ReturnType<typeof listInvoices>>, TError = UnauthenticatedResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listInvoices>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the signed-in user's invoices
 */

export function useListInvoices<TData = Awaited<ReturnType<typeof listInvoices>>, TError = UnauthenticatedResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listInvoices>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListInvoicesQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getHandleStripeWebhookUrl = () => {




  return `/api/stripe/webhook`
}

/**
 * Called by Stripe only; no user authentication. The raw body is verified with the
 * `stripe-signature` header and the webhook secret (400 when it does not verify).
 * Handles checkout completion, subscription created/updated/deleted and invoice
 * payment events idempotently (by event id) to keep the user's plan in step.
 * Answers 404 when the Stripe payment adapter is not active.
 * @summary Receive Stripe events
 */
export const handleStripeWebhook = async (stripeEvent: StripeEvent, options?: Parameters<typeof customFetch>[1]): Promise<WebhookAck> => {

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
return customFetch<WebhookAck>(getHandleStripeWebhookUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(stripeEvent)
  }
);}





export const getHandleStripeWebhookMutationKey = () => ['handleStripeWebhook'] as const;

export const getHandleStripeWebhookMutationOptions = <TError = ValidationFailedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof handleStripeWebhook>>, TError,HandleStripeWebhookMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof handleStripeWebhook>>, TError,HandleStripeWebhookMutationVariables, TContext> => {

const mutationKey = getHandleStripeWebhookMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof handleStripeWebhook>>, HandleStripeWebhookMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  handleStripeWebhook(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type HandleStripeWebhookMutationResult = NonNullable<Awaited<ReturnType<typeof handleStripeWebhook>>>
    export type HandleStripeWebhookMutationBody = StripeEvent
    export type HandleStripeWebhookMutationError = ValidationFailedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse
    export type HandleStripeWebhookMutationVariables = {data: StripeEvent}

    /**
 * @summary Receive Stripe events
 */
export const useHandleStripeWebhook = <TError = ValidationFailedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof handleStripeWebhook>>, TError,HandleStripeWebhookMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof handleStripeWebhook>>,
        TError,
        HandleStripeWebhookMutationVariables,
        TContext
      > => {
      return useMutation(getHandleStripeWebhookMutationOptions(options), queryClient);
    }
    export const getGetSandboxCheckoutSessionUrl = (id: string,) => {




  return `/api/billing/sandbox/checkout-sessions/${id}`
}

/**
 * The signed-in user who created the checkout session (404 for anyone else, and when
 * the sandbox payment adapter is not active). Used by the in-app sandbox checkout page
 * that stands in for Stripe Checkout in local use.
 * @summary Show what a sandbox checkout session buys
 */
export const getSandboxCheckoutSession = async (id: string, options?: Parameters<typeof customFetch>[1]): Promise<SandboxCheckoutSession> => {

  return customFetch<SandboxCheckoutSession>(getGetSandboxCheckoutSessionUrl(id),
  {
    ...options,
    method: 'GET'


  }
);}





export const getGetSandboxCheckoutSessionQueryKey = (id: string,) => {
    return [
    `/api/billing/sandbox/checkout-sessions/${id}`
    ] as const;
    }


export const getGetSandboxCheckoutSessionQueryOptions = <TData = Awaited<ReturnType<typeof getSandboxCheckoutSession>>, TError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse>(id: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSandboxCheckoutSession>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetSandboxCheckoutSessionQueryKey(id);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getSandboxCheckoutSession>>> = ({ signal }) => getSandboxCheckoutSession(id, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: id !== null && id !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getSandboxCheckoutSession>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetSandboxCheckoutSessionQueryResult = NonNullable<Awaited<ReturnType<typeof getSandboxCheckoutSession>>>
export type GetSandboxCheckoutSessionQueryError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse


export function useGetSandboxCheckoutSession<TData = Awaited<ReturnType<typeof getSandboxCheckoutSession>>, TError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse>(
 id: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSandboxCheckoutSession>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getSandboxCheckoutSession>>,
          TError,
          Awaited<ReturnType<typeof getSandboxCheckoutSession>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetSandboxCheckoutSession<TData = Awaited<ReturnType<typeof getSandboxCheckoutSession>>, TError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse>(
 id: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSandboxCheckoutSession>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getSandboxCheckoutSession>>,
          TError,
          Awaited<ReturnType<typeof getSandboxCheckoutSession>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetSandboxCheckoutSession<TData = Awaited<ReturnType<typeof getSandboxCheckoutSession>>, TError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse>(
 id: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSandboxCheckoutSession>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Show what a sandbox checkout session buys
 */

export function useGetSandboxCheckoutSession<TData = Awaited<ReturnType<typeof getSandboxCheckoutSession>>, TError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse>(
 id: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSandboxCheckoutSession>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetSandboxCheckoutSessionQueryOptions(id,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getCompleteSandboxCheckoutSessionUrl = (id: string,) => {




  return `/api/billing/sandbox/checkout-sessions/${id}/complete`
}

/**
 * The signed-in user who created the checkout session (404 otherwise, and when the
 * sandbox payment adapter is not active). Grants the plan (status `active`, period of
 * one month or one year), records an invoice, and answers where to go next
 * (`/settings/plan?checkout=success`). A session already completed or expired answers 409.
 * @summary Pay a sandbox checkout session
 */
export const completeSandboxCheckoutSession = async (id: string, options?: Parameters<typeof customFetch>[1]): Promise<SandboxCheckoutCompletion> => {

  return customFetch<SandboxCheckoutCompletion>(getCompleteSandboxCheckoutSessionUrl(id),
  {
    ...options,
    method: 'POST'


  }
);}





export const getCompleteSandboxCheckoutSessionMutationKey = () => ['completeSandboxCheckoutSession'] as const;

export const getCompleteSandboxCheckoutSessionMutationOptions = <TError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | ConflictResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof completeSandboxCheckoutSession>>, TError,CompleteSandboxCheckoutSessionMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof completeSandboxCheckoutSession>>, TError,CompleteSandboxCheckoutSessionMutationVariables, TContext> => {

const mutationKey = getCompleteSandboxCheckoutSessionMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof completeSandboxCheckoutSession>>, CompleteSandboxCheckoutSessionMutationVariables> = (props) => {
          const {id} = props ?? {};

          return  completeSandboxCheckoutSession(id,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CompleteSandboxCheckoutSessionMutationResult = NonNullable<Awaited<ReturnType<typeof completeSandboxCheckoutSession>>>

    export type CompleteSandboxCheckoutSessionMutationError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | ConflictResponse | InternalResponse | NotImplementedResponse
    export type CompleteSandboxCheckoutSessionMutationVariables = {id: string}

    /**
 * @summary Pay a sandbox checkout session
 */
export const useCompleteSandboxCheckoutSession = <TError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | ConflictResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof completeSandboxCheckoutSession>>, TError,CompleteSandboxCheckoutSessionMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof completeSandboxCheckoutSession>>,
        TError,
        CompleteSandboxCheckoutSessionMutationVariables,
        TContext
      > => {
      return useMutation(getCompleteSandboxCheckoutSessionMutationOptions(options), queryClient);
    }
