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
  ClientErrorReport,
  ClientErrorResponse,
  HealthStatus,
  InternalResponse,
  NotImplementedResponse,
  PublicConfig,
  RateLimitedResponse,
  ReadinessStatus,
  ValidationFailedResponse
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

export const getGetHealthUrl = () => {




  return `/api/health`
}

/**
 * Public. Answers as long as the process serves HTTP; touches no dependency.
 * @summary Liveness probe
 */
export const getHealth = async ( options?: Parameters<typeof customFetch>[1]): Promise<HealthStatus> => {

  return customFetch<HealthStatus>(getGetHealthUrl(),
  {
    ...options,
    method: 'GET'


  }
);}





export const getGetHealthQueryKey = () => {
    return [
    `/api/health`
    ] as const;
    }


export const getGetHealthQueryOptions = <TData = Awaited<ReturnType<typeof getHealth>>, TError = InternalResponse | NotImplementedResponse | ClientErrorResponse>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getHealth>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetHealthQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getHealth>>> = ({ signal }) => getHealth({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getHealth>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetHealthQueryResult = NonNullable<Awaited<ReturnType<typeof getHealth>>>
export type GetHealthQueryError = InternalResponse | NotImplementedResponse | ClientErrorResponse


export function useGetHealth<TData = Awaited<ReturnType<typeof getHealth>>, TError = InternalResponse | NotImplementedResponse | ClientErrorResponse>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getHealth>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getHealth>>,
          TError,
          Awaited<ReturnType<typeof getHealth>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetHealth<TData = Awaited<ReturnType<typeof getHealth>>, TError = InternalResponse | NotImplementedResponse | ClientErrorResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getHealth>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getHealth>>,
          TError,
          Awaited<ReturnType<typeof getHealth>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetHealth<TData = Awaited<ReturnType<typeof getHealth>>, TError = InternalResponse | NotImplementedResponse | ClientErrorResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getHealth>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Liveness probe
 */

export function useGetHealth<TData = Awaited<ReturnType<typeof getHealth>>, TError = InternalResponse | NotImplementedResponse | ClientErrorResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getHealth>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetHealthQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getGetReadinessUrl = () => {




  return `/api/ready`
}

/**
 * Public. Checks the database with a trivial query and reads the background job queue (how many jobs wait, how long the oldest has waited, how many ran out of retries); 503 with `status: unavailable` (not the error envelope) when either fails, so a load balancer stops sending traffic.
 * @summary Readiness probe
 */
export const getReadiness = async ( options?: Parameters<typeof customFetch>[1]): Promise<ReadinessStatus> => {

  return customFetch<ReadinessStatus>(getGetReadinessUrl(),
  {
    ...options,
    method: 'GET'


  }
);}





export const getGetReadinessQueryKey = () => {
    return [
    `/api/ready`
    ] as const;
    }


export const getGetReadinessQueryOptions = <TData = Awaited<ReturnType<typeof getReadiness>>, TError = InternalResponse | NotImplementedResponse | ReadinessStatus | ClientErrorResponse>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getReadiness>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetReadinessQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getReadiness>>> = ({ signal }) => getReadiness({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getReadiness>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetReadinessQueryResult = NonNullable<Awaited<ReturnType<typeof getReadiness>>>
export type GetReadinessQueryError = InternalResponse | NotImplementedResponse | ReadinessStatus | ClientErrorResponse


export function useGetReadiness<TData = Awaited<ReturnType<typeof getReadiness>>, TError = InternalResponse | NotImplementedResponse | ReadinessStatus | ClientErrorResponse>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getReadiness>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getReadiness>>,
          TError,
          Awaited<ReturnType<typeof getReadiness>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetReadiness<TData = Awaited<ReturnType<typeof getReadiness>>, TError = InternalResponse | NotImplementedResponse | ReadinessStatus | ClientErrorResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getReadiness>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getReadiness>>,
          TError,
          Awaited<ReturnType<typeof getReadiness>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetReadiness<TData = Awaited<ReturnType<typeof getReadiness>>, TError = InternalResponse | NotImplementedResponse | ReadinessStatus | ClientErrorResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getReadiness>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Readiness probe
 */

export function useGetReadiness<TData = Awaited<ReturnType<typeof getReadiness>>, TError = InternalResponse | NotImplementedResponse | ReadinessStatus | ClientErrorResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getReadiness>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetReadinessQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getReportClientErrorUrl = () => {




  return `/api/client-errors`
}

/**
 * Public (an error can happen before sign-in). The web app sends these only after the
 * person accepted analytics cookies, and only when no Sentry DSN is configured (with
 * one, reports go to Sentry instead). The report is written to the server log with the
 * request id, at warning level; nothing else is kept. Rate-limited per client.
 * @summary Report an error that happened in the browser
 */
export const reportClientError = async (clientErrorReport: ClientErrorReport, options?: Parameters<typeof customFetch>[1]): Promise<void> => {

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
return customFetch<void>(getReportClientErrorUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(clientErrorReport)
  }
);}





export const getReportClientErrorMutationKey = () => ['reportClientError'] as const;

export const getReportClientErrorMutationOptions = <TError = ValidationFailedResponse | RateLimitedResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof reportClientError>>, TError,ReportClientErrorMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof reportClientError>>, TError,ReportClientErrorMutationVariables, TContext> => {

const mutationKey = getReportClientErrorMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof reportClientError>>, ReportClientErrorMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  reportClientError(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type ReportClientErrorMutationResult = NonNullable<Awaited<ReturnType<typeof reportClientError>>>
    export type ReportClientErrorMutationBody = ClientErrorReport
    export type ReportClientErrorMutationError = ValidationFailedResponse | RateLimitedResponse | InternalResponse | NotImplementedResponse
    export type ReportClientErrorMutationVariables = {data: ClientErrorReport}

    /**
 * @summary Report an error that happened in the browser
 */
export const useReportClientError = <TError = ValidationFailedResponse | RateLimitedResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof reportClientError>>, TError,ReportClientErrorMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof reportClientError>>,
        TError,
        ReportClientErrorMutationVariables,
        TContext
      > => {
      return useMutation(getReportClientErrorMutationOptions(options), queryClient);
    }
    export const getGetPublicConfigUrl = () => {




  return `/api/config`
}

/**
 * Public. Which optional features and providers are active, so the web app can hide the Google button, fall back to browser speech, and pick the checkout flow.
 * @summary Public runtime configuration for the web app
 */
export const getPublicConfig = async ( options?: Parameters<typeof customFetch>[1]): Promise<PublicConfig> => {

  return customFetch<PublicConfig>(getGetPublicConfigUrl(),
  {
    ...options,
    method: 'GET'


  }
);}





export const getGetPublicConfigQueryKey = () => {
    return [
    `/api/config`
    ] as const;
    }


export const getGetPublicConfigQueryOptions = <TData = Awaited<ReturnType<typeof getPublicConfig>>, TError = InternalResponse | NotImplementedResponse | ClientErrorResponse>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPublicConfig>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetPublicConfigQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getPublicConfig>>> = ({ signal }) => getPublicConfig({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getPublicConfig>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetPublicConfigQueryResult = NonNullable<Awaited<ReturnType<typeof getPublicConfig>>>
export type GetPublicConfigQueryError = InternalResponse | NotImplementedResponse | ClientErrorResponse


export function useGetPublicConfig<TData = Awaited<ReturnType<typeof getPublicConfig>>, TError = InternalResponse | NotImplementedResponse | ClientErrorResponse>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPublicConfig>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getPublicConfig>>,
          TError,
          Awaited<ReturnType<typeof getPublicConfig>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetPublicConfig<TData = Awaited<ReturnType<typeof getPublicConfig>>, TError = InternalResponse | NotImplementedResponse | ClientErrorResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPublicConfig>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getPublicConfig>>,
          TError,
          Awaited<ReturnType<typeof getPublicConfig>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetPublicConfig<TData = Awaited<ReturnType<typeof getPublicConfig>>, TError = InternalResponse | NotImplementedResponse | ClientErrorResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPublicConfig>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Public runtime configuration for the web app
 */

export function useGetPublicConfig<TData = Awaited<ReturnType<typeof getPublicConfig>>, TError = InternalResponse | NotImplementedResponse | ClientErrorResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPublicConfig>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetPublicConfigQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






