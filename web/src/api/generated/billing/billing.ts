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
  SandboxCardRequest,
  SandboxCheckoutCompletion,
  SandboxCheckoutSession,
  SandboxPlanChangeRequest,
  SandboxPortal,
  StripeEvent,
  UnauthenticatedResponse,
  UnprocessableResponse,
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
 * `/settings/billing`), or with the sandbox payment adapter the web app's
 * `/billing/sandbox/portal` page (change plan, cancel at the period end, resume, update
 * the card). A user who never paid has no billing account: 409. 503 when the payment
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
 * `stripe-signature` header and the webhook secret (400 when the header is missing or
 * does not verify, and for every event while no webhook secret is configured; nothing
 * is stored then). A verified event is stored under its id before anything else and
 * answered 200; a replayed id changes nothing. Checkout completion, subscription
 * created/updated/deleted/paused/resumed and invoice events are processed on the job
 * queue, which reads the subscription again from Stripe, so the order in which events
 * arrive does not matter; other event types are acknowledged and ignored.
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
 * sandbox payment adapter is not active). Pays with a test card: `4242 4242 4242 4242`
 * (Visa) or `5555 5555 5555 4444` (Mastercard) succeed with any future expiry and any
 * CVC; `4000 0000 0000 0002` is declined (422 'Your card was declined.') and
 * `4000 0000 0000 9995` declined for insufficient funds (422); any other number is
 * refused (400), so a real card is never taken. Only the brand and the last four digits
 * are kept. On success the sandbox starts the subscription (status `active`, period of
 * one month or one year), issues an invoice and sends the same events as Stripe's
 * webhooks through the job queue, which update the plan a moment later; it answers where
 * to go next (`/settings/plan?checkout=success`). A session already completed or
 * expired answers 409.
 * @summary Pay a sandbox checkout session
 */
export const completeSandboxCheckoutSession = async (id: string,
    sandboxCardRequest: SandboxCardRequest, options?: Parameters<typeof customFetch>[1]): Promise<SandboxCheckoutCompletion> => {

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
return customFetch<SandboxCheckoutCompletion>(getCompleteSandboxCheckoutSessionUrl(id),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(sandboxCardRequest)
  }
);}





export const getCompleteSandboxCheckoutSessionMutationKey = () => ['completeSandboxCheckoutSession'] as const;

export const getCompleteSandboxCheckoutSessionMutationOptions = <TError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | ConflictResponse | UnprocessableResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof completeSandboxCheckoutSession>>, TError,CompleteSandboxCheckoutSessionMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof completeSandboxCheckoutSession>>, TError,CompleteSandboxCheckoutSessionMutationVariables, TContext> => {

const mutationKey = getCompleteSandboxCheckoutSessionMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof completeSandboxCheckoutSession>>, CompleteSandboxCheckoutSessionMutationVariables> = (props) => {
          const {id,data} = props ?? {};

          return  completeSandboxCheckoutSession(id,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CompleteSandboxCheckoutSessionMutationResult = NonNullable<Awaited<ReturnType<typeof completeSandboxCheckoutSession>>>
    export type CompleteSandboxCheckoutSessionMutationBody = SandboxCardRequest
    export type CompleteSandboxCheckoutSessionMutationError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | ConflictResponse | UnprocessableResponse | InternalResponse | NotImplementedResponse
    export type CompleteSandboxCheckoutSessionMutationVariables = {id: string;data: SandboxCardRequest}

    /**
 * @summary Pay a sandbox checkout session
 */
export const useCompleteSandboxCheckoutSession = <TError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | ConflictResponse | UnprocessableResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof completeSandboxCheckoutSession>>, TError,CompleteSandboxCheckoutSessionMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof completeSandboxCheckoutSession>>,
        TError,
        CompleteSandboxCheckoutSessionMutationVariables,
        TContext
      > => {
      return useMutation(getCompleteSandboxCheckoutSessionMutationOptions(options), queryClient);
    }
    export const getGetSandboxPortalUrl = () => {




  return `/api/billing/sandbox/portal`
}

/**
 * Signed-in user (404 when the sandbox payment adapter is not active). The caller's own
 * subscription as the sandbox payment provider holds it, the card on file, and the
 * plans it can change to. Stands in for Stripe's customer portal in local use. A user
 * who never paid has no billing account: 409.
 * @summary Show the sandbox billing portal
 */
export const getSandboxPortal = async ( options?: Parameters<typeof customFetch>[1]): Promise<SandboxPortal> => {

  return customFetch<SandboxPortal>(getGetSandboxPortalUrl(),
  {
    ...options,
    method: 'GET'


  }
);}





export const getGetSandboxPortalQueryKey = () => {
    return [
    `/api/billing/sandbox/portal`
    ] as const;
    }


export const getGetSandboxPortalQueryOptions = <TData = Awaited<ReturnType<typeof getSandboxPortal>>, TError = UnauthenticatedResponse | NotFoundResponse | ConflictResponse | InternalResponse | NotImplementedResponse>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSandboxPortal>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetSandboxPortalQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getSandboxPortal>>> = ({ signal }) => getSandboxPortal({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getSandboxPortal>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetSandboxPortalQueryResult = NonNullable<Awaited<ReturnType<typeof getSandboxPortal>>>
export type GetSandboxPortalQueryError = UnauthenticatedResponse | NotFoundResponse | ConflictResponse | InternalResponse | NotImplementedResponse


export function useGetSandboxPortal<TData = Awaited<ReturnType<typeof getSandboxPortal>>, TError = UnauthenticatedResponse | NotFoundResponse | ConflictResponse | InternalResponse | NotImplementedResponse>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSandboxPortal>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getSandboxPortal>>,
          TError,
          Awaited<ReturnType<typeof getSandboxPortal>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetSandboxPortal<TData = Awaited<ReturnType<typeof getSandboxPortal>>, TError = UnauthenticatedResponse | NotFoundResponse | ConflictResponse | InternalResponse | NotImplementedResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSandboxPortal>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getSandboxPortal>>,
          TError,
          Awaited<ReturnType<typeof getSandboxPortal>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetSandboxPortal<TData = Awaited<ReturnType<typeof getSandboxPortal>>, TError = UnauthenticatedResponse | NotFoundResponse | ConflictResponse | InternalResponse | NotImplementedResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSandboxPortal>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Show the sandbox billing portal
 */

export function useGetSandboxPortal<TData = Awaited<ReturnType<typeof getSandboxPortal>>, TError = UnauthenticatedResponse | NotFoundResponse | ConflictResponse | InternalResponse | NotImplementedResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSandboxPortal>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetSandboxPortalQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getCancelSandboxSubscriptionUrl = () => {




  return `/api/billing/sandbox/portal/cancel`
}

/**
 * Signed-in user, own subscription (404 when the sandbox payment adapter is not active).
 * The plan stays until the period ends, then the subscription is canceled. The plan
 * follows through the job queue a moment later, as with Stripe's webhooks. 409 without a
 * live subscription or when it already cancels.
 * @summary Cancel the sandbox subscription at the end of its period
 */
export const cancelSandboxSubscription = async ( options?: Parameters<typeof customFetch>[1]): Promise<SandboxPortal> => {

  return customFetch<SandboxPortal>(getCancelSandboxSubscriptionUrl(),
  {
    ...options,
    method: 'POST'


  }
);}





export const getCancelSandboxSubscriptionMutationKey = () => ['cancelSandboxSubscription'] as const;

export const getCancelSandboxSubscriptionMutationOptions = <TError = UnauthenticatedResponse | NotFoundResponse | ConflictResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof cancelSandboxSubscription>>, TError,void, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof cancelSandboxSubscription>>, TError,void, TContext> => {

const mutationKey = getCancelSandboxSubscriptionMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof cancelSandboxSubscription>>, void> = () => {


          return  cancelSandboxSubscription(requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CancelSandboxSubscriptionMutationResult = NonNullable<Awaited<ReturnType<typeof cancelSandboxSubscription>>>

    export type CancelSandboxSubscriptionMutationError = UnauthenticatedResponse | NotFoundResponse | ConflictResponse | InternalResponse | NotImplementedResponse


    /**
 * @summary Cancel the sandbox subscription at the end of its period
 */
export const useCancelSandboxSubscription = <TError = UnauthenticatedResponse | NotFoundResponse | ConflictResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof cancelSandboxSubscription>>, TError,void, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof cancelSandboxSubscription>>,
        TError,
        void,
        TContext
      > => {
      return useMutation(getCancelSandboxSubscriptionMutationOptions(options), queryClient);
    }
    export const getResumeSandboxSubscriptionUrl = () => {




  return `/api/billing/sandbox/portal/resume`
}

/**
 * Signed-in user, own subscription (404 when the sandbox payment adapter is not active).
 * Undoes a cancellation at the period end. 409 when the subscription does not cancel.
 * @summary Keep a cancelling sandbox subscription
 */
export const resumeSandboxSubscription = async ( options?: Parameters<typeof customFetch>[1]): Promise<SandboxPortal> => {

  return customFetch<SandboxPortal>(getResumeSandboxSubscriptionUrl(),
  {
    ...options,
    method: 'POST'


  }
);}





export const getResumeSandboxSubscriptionMutationKey = () => ['resumeSandboxSubscription'] as const;

export const getResumeSandboxSubscriptionMutationOptions = <TError = UnauthenticatedResponse | NotFoundResponse | ConflictResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof resumeSandboxSubscription>>, TError,void, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof resumeSandboxSubscription>>, TError,void, TContext> => {

const mutationKey = getResumeSandboxSubscriptionMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof resumeSandboxSubscription>>, void> = () => {


          return  resumeSandboxSubscription(requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type ResumeSandboxSubscriptionMutationResult = NonNullable<Awaited<ReturnType<typeof resumeSandboxSubscription>>>

    export type ResumeSandboxSubscriptionMutationError = UnauthenticatedResponse | NotFoundResponse | ConflictResponse | InternalResponse | NotImplementedResponse


    /**
 * @summary Keep a cancelling sandbox subscription
 */
export const useResumeSandboxSubscription = <TError = UnauthenticatedResponse | NotFoundResponse | ConflictResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof resumeSandboxSubscription>>, TError,void, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof resumeSandboxSubscription>>,
        TError,
        void,
        TContext
      > => {
      return useMutation(getResumeSandboxSubscriptionMutationOptions(options), queryClient);
    }
    export const getChangeSandboxPlanUrl = () => {




  return `/api/billing/sandbox/portal/plan`
}

/**
 * Signed-in user, own subscription (404 when the sandbox payment adapter is not active).
 * `priceId` is one of the pricing configuration's price ids (400 otherwise). The new
 * plan starts at once with a new period, is charged to the card on file and invoiced,
 * and a pending cancellation is dropped. 409 without a live subscription or when it
 * already is that plan and interval.
 * @summary Change the plan of the sandbox subscription
 */
export const changeSandboxPlan = async (sandboxPlanChangeRequest: SandboxPlanChangeRequest, options?: Parameters<typeof customFetch>[1]): Promise<SandboxPortal> => {

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
return customFetch<SandboxPortal>(getChangeSandboxPlanUrl(),
  {
    ...options,
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(sandboxPlanChangeRequest)
  }
);}





export const getChangeSandboxPlanMutationKey = () => ['changeSandboxPlan'] as const;

export const getChangeSandboxPlanMutationOptions = <TError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | ConflictResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof changeSandboxPlan>>, TError,ChangeSandboxPlanMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof changeSandboxPlan>>, TError,ChangeSandboxPlanMutationVariables, TContext> => {

const mutationKey = getChangeSandboxPlanMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof changeSandboxPlan>>, ChangeSandboxPlanMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  changeSandboxPlan(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type ChangeSandboxPlanMutationResult = NonNullable<Awaited<ReturnType<typeof changeSandboxPlan>>>
    export type ChangeSandboxPlanMutationBody = SandboxPlanChangeRequest
    export type ChangeSandboxPlanMutationError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | ConflictResponse | InternalResponse | NotImplementedResponse
    export type ChangeSandboxPlanMutationVariables = {data: SandboxPlanChangeRequest}

    /**
 * @summary Change the plan of the sandbox subscription
 */
export const useChangeSandboxPlan = <TError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | ConflictResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof changeSandboxPlan>>, TError,ChangeSandboxPlanMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof changeSandboxPlan>>,
        TError,
        ChangeSandboxPlanMutationVariables,
        TContext
      > => {
      return useMutation(getChangeSandboxPlanMutationOptions(options), queryClient);
    }
    export const getUpdateSandboxPaymentMethodUrl = () => {




  return `/api/billing/sandbox/portal/payment-method`
}

/**
 * Signed-in user, own billing account (404 when the sandbox payment adapter is not
 * active; 409 for a user who never paid). The same test cards as checkout: a declined
 * card answers 422 and leaves the card on file as it was.
 * @summary Replace the card on file of the sandbox billing account
 */
export const updateSandboxPaymentMethod = async (sandboxCardRequest: SandboxCardRequest, options?: Parameters<typeof customFetch>[1]): Promise<SandboxPortal> => {

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
return customFetch<SandboxPortal>(getUpdateSandboxPaymentMethodUrl(),
  {
    ...options,
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(sandboxCardRequest)
  }
);}





export const getUpdateSandboxPaymentMethodMutationKey = () => ['updateSandboxPaymentMethod'] as const;

export const getUpdateSandboxPaymentMethodMutationOptions = <TError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | ConflictResponse | UnprocessableResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateSandboxPaymentMethod>>, TError,UpdateSandboxPaymentMethodMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof updateSandboxPaymentMethod>>, TError,UpdateSandboxPaymentMethodMutationVariables, TContext> => {

const mutationKey = getUpdateSandboxPaymentMethodMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof updateSandboxPaymentMethod>>, UpdateSandboxPaymentMethodMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  updateSandboxPaymentMethod(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type UpdateSandboxPaymentMethodMutationResult = NonNullable<Awaited<ReturnType<typeof updateSandboxPaymentMethod>>>
    export type UpdateSandboxPaymentMethodMutationBody = SandboxCardRequest
    export type UpdateSandboxPaymentMethodMutationError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | ConflictResponse | UnprocessableResponse | InternalResponse | NotImplementedResponse
    export type UpdateSandboxPaymentMethodMutationVariables = {data: SandboxCardRequest}

    /**
 * @summary Replace the card on file of the sandbox billing account
 */
export const useUpdateSandboxPaymentMethod = <TError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | ConflictResponse | UnprocessableResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateSandboxPaymentMethod>>, TError,UpdateSandboxPaymentMethodMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof updateSandboxPaymentMethod>>,
        TError,
        UpdateSandboxPaymentMethodMutationVariables,
        TContext
      > => {
      return useMutation(getUpdateSandboxPaymentMethodMutationOptions(options), queryClient);
    }
