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
  ActivityLogPage,
  AdminAnnouncement,
  AdminExportActivityLogParams,
  AdminExportAuditLogParams,
  AdminListActivityLogParams,
  AdminListAuditLogParams,
  AdminListTicketsParams,
  AdminListUsersParams,
  AdminMetrics,
  AdminSettings,
  AdminSettingsUpdate,
  AdminTicket,
  AdminTicketDetail,
  AdminTicketPage,
  AdminUser,
  AdminUserDetail,
  AdminUserPage,
  AnnouncementInput,
  AuditLogPage,
  ConversationEntry,
  DeleteUserRequest,
  DeletionReceipt,
  ForbiddenResponse,
  InternalResponse,
  MessageResponse,
  NotFoundResponse,
  NotImplementedResponse,
  OptionalReason,
  ProviderUnavailableResponse,
  StaffActionReason,
  TicketNote,
  TicketNoteRequest,
  TicketReplyRequest,
  TicketStatusUpdate,
  UnauthenticatedResponse,
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

export const getAdminGetMetricsUrl = () => {




  return `/api/admin/metrics`
}

/**
 * Roles admin and support (403 `FORBIDDEN` for others). Counts over the whole product, read live; "active" means signed in within the last 30 days. Monthly recurring revenue counts active paid subscriptions (an annual price divided by 12).
 * @summary Get product metrics
 */
export const adminGetMetrics = async ( options?: Parameters<typeof customFetch>[1]): Promise<AdminMetrics> => {

  return customFetch<AdminMetrics>(getAdminGetMetricsUrl(),
  {
    ...options,
    method: 'GET'


  }
);}





export const getAdminGetMetricsQueryKey = () => {
    return [
    `/api/admin/metrics`
    ] as const;
    }


export const getAdminGetMetricsQueryOptions = <TData = Awaited<ReturnType<typeof adminGetMetrics>>, TError = UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetMetrics>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getAdminGetMetricsQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof adminGetMetrics>>> = ({ signal }) => adminGetMetrics({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof adminGetMetrics>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type AdminGetMetricsQueryResult = NonNullable<Awaited<ReturnType<typeof adminGetMetrics>>>
export type AdminGetMetricsQueryError = UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse


export function useAdminGetMetrics<TData = Awaited<ReturnType<typeof adminGetMetrics>>, TError = UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetMetrics>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminGetMetrics>>,
          TError,
          Awaited<ReturnType<typeof adminGetMetrics>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAdminGetMetrics<TData = Awaited<ReturnType<typeof adminGetMetrics>>, TError = UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetMetrics>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminGetMetrics>>,
          TError,
          Awaited<ReturnType<typeof adminGetMetrics>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAdminGetMetrics<TData = Awaited<ReturnType<typeof adminGetMetrics>>, TError = UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetMetrics>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get product metrics
 */

export function useAdminGetMetrics<TData = Awaited<ReturnType<typeof adminGetMetrics>>, TError = UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetMetrics>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getAdminGetMetricsQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getAdminListUsersUrl = (params?: AdminListUsersParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/admin/users?${stringifiedParams}` : `/api/admin/users`
}

/**
 * Roles admin and support (403 `FORBIDDEN` for others). `search` matches name or e-mail (case-insensitive substring). Newest accounts first.
 * @summary List users, paged and searchable
 */
export const adminListUsers = async (params?: AdminListUsersParams, options?: Parameters<typeof customFetch>[1]): Promise<AdminUserPage> => {

  return customFetch<AdminUserPage>(getAdminListUsersUrl(params),
  {
    ...options,
    method: 'GET'


  }
);}





export const getAdminListUsersQueryKey = (params?: AdminListUsersParams,) => {
    return [
    `/api/admin/users`, ...(params ? [params] : [])
    ] as const;
    }


export const getAdminListUsersQueryOptions = <TData = Awaited<ReturnType<typeof adminListUsers>>, TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse>(params?: AdminListUsersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminListUsers>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getAdminListUsersQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof adminListUsers>>> = ({ signal }) => adminListUsers(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof adminListUsers>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type AdminListUsersQueryResult = NonNullable<Awaited<ReturnType<typeof adminListUsers>>>
export type AdminListUsersQueryError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse


export function useAdminListUsers<TData = Awaited<ReturnType<typeof adminListUsers>>, TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse>(
 params: undefined |  AdminListUsersParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminListUsers>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminListUsers>>,
          TError,
          Awaited<ReturnType<typeof adminListUsers>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAdminListUsers<TData = Awaited<ReturnType<typeof adminListUsers>>, TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse>(
 params?: AdminListUsersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminListUsers>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminListUsers>>,
          TError,
          Awaited<ReturnType<typeof adminListUsers>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAdminListUsers<TData = Awaited<ReturnType<typeof adminListUsers>>, TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse>(
 params?: AdminListUsersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminListUsers>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List users, paged and searchable
 */

export function useAdminListUsers<TData = Awaited<ReturnType<typeof adminListUsers>>, TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse>(
 params?: AdminListUsersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminListUsers>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getAdminListUsersQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getAdminGetUserUrl = (id: string,) => {




  return `/api/admin/users/${id}`
}

/**
 * Roles admin and support. For the detail drawer.
 * @summary One user with their plan, counts and recent activity
 */
export const adminGetUser = async (id: string, options?: Parameters<typeof customFetch>[1]): Promise<AdminUserDetail> => {

  return customFetch<AdminUserDetail>(getAdminGetUserUrl(id),
  {
    ...options,
    method: 'GET'


  }
);}





export const getAdminGetUserQueryKey = (id: string,) => {
    return [
    `/api/admin/users/${id}`
    ] as const;
    }


export const getAdminGetUserQueryOptions = <TData = Awaited<ReturnType<typeof adminGetUser>>, TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | InternalResponse | NotImplementedResponse>(id: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetUser>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getAdminGetUserQueryKey(id);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof adminGetUser>>> = ({ signal }) => adminGetUser(id, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: id !== null && id !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof adminGetUser>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type AdminGetUserQueryResult = NonNullable<Awaited<ReturnType<typeof adminGetUser>>>
export type AdminGetUserQueryError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | InternalResponse | NotImplementedResponse


export function useAdminGetUser<TData = Awaited<ReturnType<typeof adminGetUser>>, TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | InternalResponse | NotImplementedResponse>(
 id: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetUser>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminGetUser>>,
          TError,
          Awaited<ReturnType<typeof adminGetUser>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAdminGetUser<TData = Awaited<ReturnType<typeof adminGetUser>>, TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | InternalResponse | NotImplementedResponse>(
 id: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetUser>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminGetUser>>,
          TError,
          Awaited<ReturnType<typeof adminGetUser>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAdminGetUser<TData = Awaited<ReturnType<typeof adminGetUser>>, TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | InternalResponse | NotImplementedResponse>(
 id: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetUser>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary One user with their plan, counts and recent activity
 */

export function useAdminGetUser<TData = Awaited<ReturnType<typeof adminGetUser>>, TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | InternalResponse | NotImplementedResponse>(
 id: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetUser>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getAdminGetUserQueryOptions(id,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getAdminDeleteUserUrl = (id: string,) => {




  return `/api/admin/users/${id}`
}

/**
 * Role admin only. Deletes the account and everything it owns, as account deletion does:
 * documents and their stored files, interview sessions, polish runs, tickets,
 * notifications, and the subscription (cancelled at Stripe at once). `confirmEmail` must
 * be the person's e-mail and `reason` is required. Staff cannot delete their own account
 * or the last admin (403). Answers a receipt of what was removed; the audit entry keeps
 * it. Written to the audit log in the same transaction.
 * @summary Delete a user
 */
export const adminDeleteUser = async (id: string,
    deleteUserRequest: DeleteUserRequest, options?: Parameters<typeof customFetch>[1]): Promise<DeletionReceipt> => {

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
return customFetch<DeletionReceipt>(getAdminDeleteUserUrl(id),
  {
    ...options,
    method: 'DELETE',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(deleteUserRequest)
  }
);}





export const getAdminDeleteUserMutationKey = () => ['adminDeleteUser'] as const;

export const getAdminDeleteUserMutationOptions = <TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminDeleteUser>>, TError,AdminDeleteUserMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof adminDeleteUser>>, TError,AdminDeleteUserMutationVariables, TContext> => {

const mutationKey = getAdminDeleteUserMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof adminDeleteUser>>, AdminDeleteUserMutationVariables> = (props) => {
          const {id,data} = props ?? {};

          return  adminDeleteUser(id,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type AdminDeleteUserMutationResult = NonNullable<Awaited<ReturnType<typeof adminDeleteUser>>>
    export type AdminDeleteUserMutationBody = DeleteUserRequest
    export type AdminDeleteUserMutationError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | InternalResponse | NotImplementedResponse
    export type AdminDeleteUserMutationVariables = {id: string;data: DeleteUserRequest}

    /**
 * @summary Delete a user
 */
export const useAdminDeleteUser = <TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminDeleteUser>>, TError,AdminDeleteUserMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof adminDeleteUser>>,
        TError,
        AdminDeleteUserMutationVariables,
        TContext
      > => {
      return useMutation(getAdminDeleteUserMutationOptions(options), queryClient);
    }
    export const getAdminResetUserPasswordUrl = (id: string,) => {




  return `/api/admin/users/${id}/reset-password`
}

/**
 * Role admin only. Mails the user a password reset link (15 minutes, single use) and revokes their refresh tokens; the admin never sees the password. `reason` is required. Written to the audit log. 503 when the mail provider fails.
 * @summary Send a user a password reset link
 */
export const adminResetUserPassword = async (id: string,
    staffActionReason: StaffActionReason, options?: Parameters<typeof customFetch>[1]): Promise<MessageResponse> => {

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
return customFetch<MessageResponse>(getAdminResetUserPasswordUrl(id),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(staffActionReason)
  }
);}





export const getAdminResetUserPasswordMutationKey = () => ['adminResetUserPassword'] as const;

export const getAdminResetUserPasswordMutationOptions = <TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminResetUserPassword>>, TError,AdminResetUserPasswordMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof adminResetUserPassword>>, TError,AdminResetUserPasswordMutationVariables, TContext> => {

const mutationKey = getAdminResetUserPasswordMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof adminResetUserPassword>>, AdminResetUserPasswordMutationVariables> = (props) => {
          const {id,data} = props ?? {};

          return  adminResetUserPassword(id,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type AdminResetUserPasswordMutationResult = NonNullable<Awaited<ReturnType<typeof adminResetUserPassword>>>
    export type AdminResetUserPasswordMutationBody = StaffActionReason
    export type AdminResetUserPasswordMutationError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse
    export type AdminResetUserPasswordMutationVariables = {id: string;data: StaffActionReason}

    /**
 * @summary Send a user a password reset link
 */
export const useAdminResetUserPassword = <TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminResetUserPassword>>, TError,AdminResetUserPasswordMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof adminResetUserPassword>>,
        TError,
        AdminResetUserPasswordMutationVariables,
        TContext
      > => {
      return useMutation(getAdminResetUserPasswordMutationOptions(options), queryClient);
    }
    export const getAdminSuspendUserUrl = (id: string,) => {




  return `/api/admin/users/${id}/suspend`
}

/**
 * Role admin only. The user can no longer sign in; every session and access token of theirs stops working at once (their open tab is signed out on its next request). Idempotent. `reason` is required. Staff cannot suspend themselves or the last admin (403). Written to the audit log.
 * @summary Suspend a user
 */
export const adminSuspendUser = async (id: string,
    staffActionReason: StaffActionReason, options?: Parameters<typeof customFetch>[1]): Promise<AdminUser> => {

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
return customFetch<AdminUser>(getAdminSuspendUserUrl(id),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(staffActionReason)
  }
);}





export const getAdminSuspendUserMutationKey = () => ['adminSuspendUser'] as const;

export const getAdminSuspendUserMutationOptions = <TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminSuspendUser>>, TError,AdminSuspendUserMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof adminSuspendUser>>, TError,AdminSuspendUserMutationVariables, TContext> => {

const mutationKey = getAdminSuspendUserMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof adminSuspendUser>>, AdminSuspendUserMutationVariables> = (props) => {
          const {id,data} = props ?? {};

          return  adminSuspendUser(id,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type AdminSuspendUserMutationResult = NonNullable<Awaited<ReturnType<typeof adminSuspendUser>>>
    export type AdminSuspendUserMutationBody = StaffActionReason
    export type AdminSuspendUserMutationError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | InternalResponse | NotImplementedResponse
    export type AdminSuspendUserMutationVariables = {id: string;data: StaffActionReason}

    /**
 * @summary Suspend a user
 */
export const useAdminSuspendUser = <TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminSuspendUser>>, TError,AdminSuspendUserMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof adminSuspendUser>>,
        TError,
        AdminSuspendUserMutationVariables,
        TContext
      > => {
      return useMutation(getAdminSuspendUserMutationOptions(options), queryClient);
    }
    export const getAdminUnsuspendUserUrl = (id: string,) => {




  return `/api/admin/users/${id}/un-suspend`
}

/**
 * Role admin only. Idempotent. A reason is optional. Written to the audit log.
 * @summary Lift a user's suspension
 */
export const adminUnsuspendUser = async (id: string,
    optionalReason?: OptionalReason, options?: Parameters<typeof customFetch>[1]): Promise<AdminUser> => {

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
return customFetch<AdminUser>(getAdminUnsuspendUserUrl(id),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(optionalReason)
  }
);}





export const getAdminUnsuspendUserMutationKey = () => ['adminUnsuspendUser'] as const;

export const getAdminUnsuspendUserMutationOptions = <TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminUnsuspendUser>>, TError,AdminUnsuspendUserMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof adminUnsuspendUser>>, TError,AdminUnsuspendUserMutationVariables, TContext> => {

const mutationKey = getAdminUnsuspendUserMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof adminUnsuspendUser>>, AdminUnsuspendUserMutationVariables> = (props) => {
          const {id,data} = props ?? {};

          return  adminUnsuspendUser(id,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type AdminUnsuspendUserMutationResult = NonNullable<Awaited<ReturnType<typeof adminUnsuspendUser>>>
    export type AdminUnsuspendUserMutationBody = OptionalReason | undefined
    export type AdminUnsuspendUserMutationError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | InternalResponse | NotImplementedResponse
    export type AdminUnsuspendUserMutationVariables = {id: string;data?: OptionalReason}

    /**
 * @summary Lift a user's suspension
 */
export const useAdminUnsuspendUser = <TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminUnsuspendUser>>, TError,AdminUnsuspendUserMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof adminUnsuspendUser>>,
        TError,
        AdminUnsuspendUserMutationVariables,
        TContext
      > => {
      return useMutation(getAdminUnsuspendUserMutationOptions(options), queryClient);
    }
    export const getAdminListTicketsUrl = (params?: AdminListTicketsParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/admin/support/tickets?${stringifiedParams}` : `/api/admin/support/tickets`
}

/**
 * Roles admin and support. `search` matches the message, the user's name or e-mail (case-insensitive substring); `status` filters. Most recently updated first.
 * @summary List all support tickets, paged and searchable
 */
export const adminListTickets = async (params?: AdminListTicketsParams, options?: Parameters<typeof customFetch>[1]): Promise<AdminTicketPage> => {

  return customFetch<AdminTicketPage>(getAdminListTicketsUrl(params),
  {
    ...options,
    method: 'GET'


  }
);}





export const getAdminListTicketsQueryKey = (params?: AdminListTicketsParams,) => {
    return [
    `/api/admin/support/tickets`, ...(params ? [params] : [])
    ] as const;
    }


export const getAdminListTicketsQueryOptions = <TData = Awaited<ReturnType<typeof adminListTickets>>, TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse>(params?: AdminListTicketsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminListTickets>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getAdminListTicketsQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof adminListTickets>>> = ({ signal }) => adminListTickets(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof adminListTickets>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type AdminListTicketsQueryResult = NonNullable<Awaited<ReturnType<typeof adminListTickets>>>
export type AdminListTicketsQueryError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse


export function useAdminListTickets<TData = Awaited<ReturnType<typeof adminListTickets>>, TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse>(
 params: undefined |  AdminListTicketsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminListTickets>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminListTickets>>,
          TError,
          Awaited<ReturnType<typeof adminListTickets>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAdminListTickets<TData = Awaited<ReturnType<typeof adminListTickets>>, TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse>(
 params?: AdminListTicketsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminListTickets>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminListTickets>>,
          TError,
          Awaited<ReturnType<typeof adminListTickets>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAdminListTickets<TData = Awaited<ReturnType<typeof adminListTickets>>, TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse>(
 params?: AdminListTicketsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminListTickets>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List all support tickets, paged and searchable
 */

export function useAdminListTickets<TData = Awaited<ReturnType<typeof adminListTickets>>, TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse>(
 params?: AdminListTicketsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminListTickets>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getAdminListTicketsQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getAdminGetTicketUrl = (id: string,) => {




  return `/api/admin/support/tickets/${id}`
}

/**
 * Roles admin and support.
 * @summary Get any ticket with its user and conversation
 */
export const adminGetTicket = async (id: string, options?: Parameters<typeof customFetch>[1]): Promise<AdminTicketDetail> => {

  return customFetch<AdminTicketDetail>(getAdminGetTicketUrl(id),
  {
    ...options,
    method: 'GET'


  }
);}





export const getAdminGetTicketQueryKey = (id: string,) => {
    return [
    `/api/admin/support/tickets/${id}`
    ] as const;
    }


export const getAdminGetTicketQueryOptions = <TData = Awaited<ReturnType<typeof adminGetTicket>>, TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | InternalResponse | NotImplementedResponse>(id: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetTicket>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getAdminGetTicketQueryKey(id);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof adminGetTicket>>> = ({ signal }) => adminGetTicket(id, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: id !== null && id !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof adminGetTicket>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type AdminGetTicketQueryResult = NonNullable<Awaited<ReturnType<typeof adminGetTicket>>>
export type AdminGetTicketQueryError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | InternalResponse | NotImplementedResponse


export function useAdminGetTicket<TData = Awaited<ReturnType<typeof adminGetTicket>>, TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | InternalResponse | NotImplementedResponse>(
 id: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetTicket>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminGetTicket>>,
          TError,
          Awaited<ReturnType<typeof adminGetTicket>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAdminGetTicket<TData = Awaited<ReturnType<typeof adminGetTicket>>, TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | InternalResponse | NotImplementedResponse>(
 id: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetTicket>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminGetTicket>>,
          TError,
          Awaited<ReturnType<typeof adminGetTicket>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAdminGetTicket<TData = Awaited<ReturnType<typeof adminGetTicket>>, TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | InternalResponse | NotImplementedResponse>(
 id: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetTicket>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get any ticket with its user and conversation
 */

export function useAdminGetTicket<TData = Awaited<ReturnType<typeof adminGetTicket>>, TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | InternalResponse | NotImplementedResponse>(
 id: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetTicket>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getAdminGetTicketQueryOptions(id,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getAdminReplyToTicketUrl = (id: string,) => {




  return `/api/admin/support/tickets/${id}/responses`
}

/**
 * Roles admin and support. Adds a staff entry (`author_role` support or admin, shown as '(Support Team)') and sends the user a `support_ticket_reply` notification linking to `/settings/support/{ticketId}`.
 * @summary Reply to a ticket as staff
 */
export const adminReplyToTicket = async (id: string,
    ticketReplyRequest: TicketReplyRequest, options?: Parameters<typeof customFetch>[1]): Promise<ConversationEntry> => {

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
return customFetch<ConversationEntry>(getAdminReplyToTicketUrl(id),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(ticketReplyRequest)
  }
);}





export const getAdminReplyToTicketMutationKey = () => ['adminReplyToTicket'] as const;

export const getAdminReplyToTicketMutationOptions = <TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminReplyToTicket>>, TError,AdminReplyToTicketMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof adminReplyToTicket>>, TError,AdminReplyToTicketMutationVariables, TContext> => {

const mutationKey = getAdminReplyToTicketMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof adminReplyToTicket>>, AdminReplyToTicketMutationVariables> = (props) => {
          const {id,data} = props ?? {};

          return  adminReplyToTicket(id,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type AdminReplyToTicketMutationResult = NonNullable<Awaited<ReturnType<typeof adminReplyToTicket>>>
    export type AdminReplyToTicketMutationBody = TicketReplyRequest
    export type AdminReplyToTicketMutationError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | InternalResponse | NotImplementedResponse
    export type AdminReplyToTicketMutationVariables = {id: string;data: TicketReplyRequest}

    /**
 * @summary Reply to a ticket as staff
 */
export const useAdminReplyToTicket = <TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminReplyToTicket>>, TError,AdminReplyToTicketMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof adminReplyToTicket>>,
        TError,
        AdminReplyToTicketMutationVariables,
        TContext
      > => {
      return useMutation(getAdminReplyToTicketMutationOptions(options), queryClient);
    }
    export const getAdminAddTicketNoteUrl = (id: string,) => {




  return `/api/admin/support/tickets/${id}/notes`
}

/**
 * Roles admin and support. Notes are for staff only; the person never sees them (they are not part of `getMyTicket`).
 * @summary Add an internal note to a ticket
 */
export const adminAddTicketNote = async (id: string,
    ticketNoteRequest: TicketNoteRequest, options?: Parameters<typeof customFetch>[1]): Promise<TicketNote> => {

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
return customFetch<TicketNote>(getAdminAddTicketNoteUrl(id),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(ticketNoteRequest)
  }
);}





export const getAdminAddTicketNoteMutationKey = () => ['adminAddTicketNote'] as const;

export const getAdminAddTicketNoteMutationOptions = <TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminAddTicketNote>>, TError,AdminAddTicketNoteMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof adminAddTicketNote>>, TError,AdminAddTicketNoteMutationVariables, TContext> => {

const mutationKey = getAdminAddTicketNoteMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof adminAddTicketNote>>, AdminAddTicketNoteMutationVariables> = (props) => {
          const {id,data} = props ?? {};

          return  adminAddTicketNote(id,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type AdminAddTicketNoteMutationResult = NonNullable<Awaited<ReturnType<typeof adminAddTicketNote>>>
    export type AdminAddTicketNoteMutationBody = TicketNoteRequest
    export type AdminAddTicketNoteMutationError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | InternalResponse | NotImplementedResponse
    export type AdminAddTicketNoteMutationVariables = {id: string;data: TicketNoteRequest}

    /**
 * @summary Add an internal note to a ticket
 */
export const useAdminAddTicketNote = <TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminAddTicketNote>>, TError,AdminAddTicketNoteMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof adminAddTicketNote>>,
        TError,
        AdminAddTicketNoteMutationVariables,
        TContext
      > => {
      return useMutation(getAdminAddTicketNoteMutationOptions(options), queryClient);
    }
    export const getAdminUpdateTicketStatusUrl = (id: string,) => {




  return `/api/admin/support/tickets/${id}/status`
}

/**
 * Roles admin and support. Open or Resolved. Answers the updated ticket. Written to the audit log.
 * @summary Change a ticket's status
 */
export const adminUpdateTicketStatus = async (id: string,
    ticketStatusUpdate: TicketStatusUpdate, options?: Parameters<typeof customFetch>[1]): Promise<AdminTicket> => {

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
return customFetch<AdminTicket>(getAdminUpdateTicketStatusUrl(id),
  {
    ...options,
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(ticketStatusUpdate)
  }
);}





export const getAdminUpdateTicketStatusMutationKey = () => ['adminUpdateTicketStatus'] as const;

export const getAdminUpdateTicketStatusMutationOptions = <TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminUpdateTicketStatus>>, TError,AdminUpdateTicketStatusMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof adminUpdateTicketStatus>>, TError,AdminUpdateTicketStatusMutationVariables, TContext> => {

const mutationKey = getAdminUpdateTicketStatusMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof adminUpdateTicketStatus>>, AdminUpdateTicketStatusMutationVariables> = (props) => {
          const {id,data} = props ?? {};

          return  adminUpdateTicketStatus(id,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type AdminUpdateTicketStatusMutationResult = NonNullable<Awaited<ReturnType<typeof adminUpdateTicketStatus>>>
    export type AdminUpdateTicketStatusMutationBody = TicketStatusUpdate
    export type AdminUpdateTicketStatusMutationError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | InternalResponse | NotImplementedResponse
    export type AdminUpdateTicketStatusMutationVariables = {id: string;data: TicketStatusUpdate}

    /**
 * @summary Change a ticket's status
 */
export const useAdminUpdateTicketStatus = <TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminUpdateTicketStatus>>, TError,AdminUpdateTicketStatusMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof adminUpdateTicketStatus>>,
        TError,
        AdminUpdateTicketStatusMutationVariables,
        TContext
      > => {
      return useMutation(getAdminUpdateTicketStatusMutationOptions(options), queryClient);
    }
    export const getAdminListAnnouncementsUrl = () => {




  return `/api/admin/announcements`
}

/**
 * Role admin only. Every announcement, active or not, newest first.
 * @summary List all announcements
 */
export const adminListAnnouncements = async ( options?: Parameters<typeof customFetch>[1]): Promise<AdminAnnouncement[]> => {

  return customFetch<AdminAnnouncement[]>(getAdminListAnnouncementsUrl(),
  {
    ...options,
    method: 'GET'


  }
);}





export const getAdminListAnnouncementsQueryKey = () => {
    return [
    `/api/admin/announcements`
    ] as const;
    }


export const getAdminListAnnouncementsQueryOptions = <TData = Awaited<ReturnType<typeof adminListAnnouncements>>, TError = UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminListAnnouncements>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getAdminListAnnouncementsQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof adminListAnnouncements>>> = ({ signal }) => adminListAnnouncements({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof adminListAnnouncements>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type AdminListAnnouncementsQueryResult = NonNullable<Awaited<ReturnType<typeof adminListAnnouncements>>>
export type AdminListAnnouncementsQueryError = UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse


export function useAdminListAnnouncements<TData = Awaited<ReturnType<typeof adminListAnnouncements>>, TError = UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminListAnnouncements>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminListAnnouncements>>,
          TError,
          Awaited<ReturnType<typeof adminListAnnouncements>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAdminListAnnouncements<TData = Awaited<ReturnType<typeof adminListAnnouncements>>, TError = UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminListAnnouncements>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminListAnnouncements>>,
          TError,
          Awaited<ReturnType<typeof adminListAnnouncements>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAdminListAnnouncements<TData = Awaited<ReturnType<typeof adminListAnnouncements>>, TError = UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminListAnnouncements>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List all announcements
 */

export function useAdminListAnnouncements<TData = Awaited<ReturnType<typeof adminListAnnouncements>>, TError = UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminListAnnouncements>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getAdminListAnnouncementsQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getAdminCreateAnnouncementUrl = () => {




  return `/api/admin/announcements`
}

/**
 * Role admin only. `ends_at` must be after `starts_at` when both are set (400 otherwise). An active announcement marked `is_feature` also sends every person a `feature_announcement` notification (once per announcement; mailed to those who want product updates). Written to the audit log.
 * @summary Create an announcement
 */
export const adminCreateAnnouncement = async (announcementInput: AnnouncementInput, options?: Parameters<typeof customFetch>[1]): Promise<AdminAnnouncement> => {

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
return customFetch<AdminAnnouncement>(getAdminCreateAnnouncementUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(announcementInput)
  }
);}





export const getAdminCreateAnnouncementMutationKey = () => ['adminCreateAnnouncement'] as const;

export const getAdminCreateAnnouncementMutationOptions = <TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminCreateAnnouncement>>, TError,AdminCreateAnnouncementMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof adminCreateAnnouncement>>, TError,AdminCreateAnnouncementMutationVariables, TContext> => {

const mutationKey = getAdminCreateAnnouncementMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof adminCreateAnnouncement>>, AdminCreateAnnouncementMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  adminCreateAnnouncement(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type AdminCreateAnnouncementMutationResult = NonNullable<Awaited<ReturnType<typeof adminCreateAnnouncement>>>
    export type AdminCreateAnnouncementMutationBody = AnnouncementInput
    export type AdminCreateAnnouncementMutationError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse
    export type AdminCreateAnnouncementMutationVariables = {data: AnnouncementInput}

    /**
 * @summary Create an announcement
 */
export const useAdminCreateAnnouncement = <TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminCreateAnnouncement>>, TError,AdminCreateAnnouncementMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof adminCreateAnnouncement>>,
        TError,
        AdminCreateAnnouncementMutationVariables,
        TContext
      > => {
      return useMutation(getAdminCreateAnnouncementMutationOptions(options), queryClient);
    }
    export const getAdminUpdateAnnouncementUrl = (id: string,) => {




  return `/api/admin/announcements/${id}`
}

/**
 * Role admin only. Replaces every editable field. Written to the audit log.
 * @summary Replace an announcement
 */
export const adminUpdateAnnouncement = async (id: string,
    announcementInput: AnnouncementInput, options?: Parameters<typeof customFetch>[1]): Promise<AdminAnnouncement> => {

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
return customFetch<AdminAnnouncement>(getAdminUpdateAnnouncementUrl(id),
  {
    ...options,
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(announcementInput)
  }
);}





export const getAdminUpdateAnnouncementMutationKey = () => ['adminUpdateAnnouncement'] as const;

export const getAdminUpdateAnnouncementMutationOptions = <TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminUpdateAnnouncement>>, TError,AdminUpdateAnnouncementMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof adminUpdateAnnouncement>>, TError,AdminUpdateAnnouncementMutationVariables, TContext> => {

const mutationKey = getAdminUpdateAnnouncementMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof adminUpdateAnnouncement>>, AdminUpdateAnnouncementMutationVariables> = (props) => {
          const {id,data} = props ?? {};

          return  adminUpdateAnnouncement(id,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type AdminUpdateAnnouncementMutationResult = NonNullable<Awaited<ReturnType<typeof adminUpdateAnnouncement>>>
    export type AdminUpdateAnnouncementMutationBody = AnnouncementInput
    export type AdminUpdateAnnouncementMutationError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | InternalResponse | NotImplementedResponse
    export type AdminUpdateAnnouncementMutationVariables = {id: string;data: AnnouncementInput}

    /**
 * @summary Replace an announcement
 */
export const useAdminUpdateAnnouncement = <TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminUpdateAnnouncement>>, TError,AdminUpdateAnnouncementMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof adminUpdateAnnouncement>>,
        TError,
        AdminUpdateAnnouncementMutationVariables,
        TContext
      > => {
      return useMutation(getAdminUpdateAnnouncementMutationOptions(options), queryClient);
    }
    export const getAdminDeleteAnnouncementUrl = (id: string,) => {




  return `/api/admin/announcements/${id}`
}

/**
 * Role admin only. Written to the audit log.
 * @summary Delete an announcement
 */
export const adminDeleteAnnouncement = async (id: string, options?: Parameters<typeof customFetch>[1]): Promise<void> => {

  return customFetch<void>(getAdminDeleteAnnouncementUrl(id),
  {
    ...options,
    method: 'DELETE'


  }
);}





export const getAdminDeleteAnnouncementMutationKey = () => ['adminDeleteAnnouncement'] as const;

export const getAdminDeleteAnnouncementMutationOptions = <TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminDeleteAnnouncement>>, TError,AdminDeleteAnnouncementMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof adminDeleteAnnouncement>>, TError,AdminDeleteAnnouncementMutationVariables, TContext> => {

const mutationKey = getAdminDeleteAnnouncementMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof adminDeleteAnnouncement>>, AdminDeleteAnnouncementMutationVariables> = (props) => {
          const {id} = props ?? {};

          return  adminDeleteAnnouncement(id,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type AdminDeleteAnnouncementMutationResult = NonNullable<Awaited<ReturnType<typeof adminDeleteAnnouncement>>>

    export type AdminDeleteAnnouncementMutationError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | InternalResponse | NotImplementedResponse
    export type AdminDeleteAnnouncementMutationVariables = {id: string}

    /**
 * @summary Delete an announcement
 */
export const useAdminDeleteAnnouncement = <TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminDeleteAnnouncement>>, TError,AdminDeleteAnnouncementMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof adminDeleteAnnouncement>>,
        TError,
        AdminDeleteAnnouncementMutationVariables,
        TContext
      > => {
      return useMutation(getAdminDeleteAnnouncementMutationOptions(options), queryClient);
    }
    export const getAdminListAuditLogUrl = (params?: AdminListAuditLogParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/admin/audit-log?${stringifiedParams}` : `/api/admin/audit-log`
}

/**
 * Role admin only. Every staff action (suspensions, deletions, password resets, ticket
 * replies, status changes and notes, announcement and settings changes), newest first,
 * with the actor and their role, the target, the values before and after, the reason, the
 * client address and the request id. Filters combine.
 * @summary List staff actions, paged and filtered
 */
export const adminListAuditLog = async (params?: AdminListAuditLogParams, options?: Parameters<typeof customFetch>[1]): Promise<AuditLogPage> => {

  return customFetch<AuditLogPage>(getAdminListAuditLogUrl(params),
  {
    ...options,
    method: 'GET'


  }
);}





export const getAdminListAuditLogQueryKey = (params?: AdminListAuditLogParams,) => {
    return [
    `/api/admin/audit-log`, ...(params ? [params] : [])
    ] as const;
    }


export const getAdminListAuditLogQueryOptions = <TData = Awaited<ReturnType<typeof adminListAuditLog>>, TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse>(params?: AdminListAuditLogParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminListAuditLog>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getAdminListAuditLogQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof adminListAuditLog>>> = ({ signal }) => adminListAuditLog(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof adminListAuditLog>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type AdminListAuditLogQueryResult = NonNullable<Awaited<ReturnType<typeof adminListAuditLog>>>
export type AdminListAuditLogQueryError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse


export function useAdminListAuditLog<TData = Awaited<ReturnType<typeof adminListAuditLog>>, TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse>(
 params: undefined |  AdminListAuditLogParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminListAuditLog>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminListAuditLog>>,
          TError,
          Awaited<ReturnType<typeof adminListAuditLog>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAdminListAuditLog<TData = Awaited<ReturnType<typeof adminListAuditLog>>, TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse>(
 params?: AdminListAuditLogParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminListAuditLog>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminListAuditLog>>,
          TError,
          Awaited<ReturnType<typeof adminListAuditLog>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAdminListAuditLog<TData = Awaited<ReturnType<typeof adminListAuditLog>>, TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse>(
 params?: AdminListAuditLogParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminListAuditLog>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List staff actions, paged and filtered
 */

export function useAdminListAuditLog<TData = Awaited<ReturnType<typeof adminListAuditLog>>, TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse>(
 params?: AdminListAuditLogParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminListAuditLog>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getAdminListAuditLogQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getAdminExportAuditLogUrl = (params?: AdminExportAuditLogParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/admin/audit-log/export?${stringifiedParams}` : `/api/admin/audit-log/export`
}

/**
 * Role admin only. The entries the same filters select, newest first, at most 10,000, as `text/csv` (RFC 4180, UTF-8, a header row; cells that start with `=`, `+`, `-` or `@` are prefixed with `'` so a spreadsheet never runs them). Written to the audit log.
 * @summary Export staff actions as CSV
 */
export const adminExportAuditLog = async (params?: AdminExportAuditLogParams, options?: Parameters<typeof customFetch>[1]): Promise<string> => {

  return customFetch<string>(getAdminExportAuditLogUrl(params),
  {
    ...options,
    method: 'GET'


  }
);}





export const getAdminExportAuditLogQueryKey = (params?: AdminExportAuditLogParams,) => {
    return [
    `/api/admin/audit-log/export`, ...(params ? [params] : [])
    ] as const;
    }


export const getAdminExportAuditLogQueryOptions = <TData = Awaited<ReturnType<typeof adminExportAuditLog>>, TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse>(params?: AdminExportAuditLogParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminExportAuditLog>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getAdminExportAuditLogQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof adminExportAuditLog>>> = ({ signal }) => adminExportAuditLog(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof adminExportAuditLog>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type AdminExportAuditLogQueryResult = NonNullable<Awaited<ReturnType<typeof adminExportAuditLog>>>
export type AdminExportAuditLogQueryError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse


export function useAdminExportAuditLog<TData = Awaited<ReturnType<typeof adminExportAuditLog>>, TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse>(
 params: undefined |  AdminExportAuditLogParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminExportAuditLog>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminExportAuditLog>>,
          TError,
          Awaited<ReturnType<typeof adminExportAuditLog>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAdminExportAuditLog<TData = Awaited<ReturnType<typeof adminExportAuditLog>>, TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse>(
 params?: AdminExportAuditLogParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminExportAuditLog>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminExportAuditLog>>,
          TError,
          Awaited<ReturnType<typeof adminExportAuditLog>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAdminExportAuditLog<TData = Awaited<ReturnType<typeof adminExportAuditLog>>, TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse>(
 params?: AdminExportAuditLogParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminExportAuditLog>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Export staff actions as CSV
 */

export function useAdminExportAuditLog<TData = Awaited<ReturnType<typeof adminExportAuditLog>>, TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse>(
 params?: AdminExportAuditLogParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminExportAuditLog>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getAdminExportAuditLogQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getAdminListActivityLogUrl = (params?: AdminListActivityLogParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/admin/activity-log?${stringifiedParams}` : `/api/admin/activity-log`
}

/**
 * Role admin only. Product events of users (sign-up, sign-ins and failed sign-ins, uploads, sessions started and completed, polish runs, plan changes), newest first. `search` matches the user's e-mail or the event name; `userId` limits to one user.
 * @summary List user activity events, paged
 */
export const adminListActivityLog = async (params?: AdminListActivityLogParams, options?: Parameters<typeof customFetch>[1]): Promise<ActivityLogPage> => {

  return customFetch<ActivityLogPage>(getAdminListActivityLogUrl(params),
  {
    ...options,
    method: 'GET'


  }
);}





export const getAdminListActivityLogQueryKey = (params?: AdminListActivityLogParams,) => {
    return [
    `/api/admin/activity-log`, ...(params ? [params] : [])
    ] as const;
    }


export const getAdminListActivityLogQueryOptions = <TData = Awaited<ReturnType<typeof adminListActivityLog>>, TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse>(params?: AdminListActivityLogParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminListActivityLog>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getAdminListActivityLogQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof adminListActivityLog>>> = ({ signal }) => adminListActivityLog(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof adminListActivityLog>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type AdminListActivityLogQueryResult = NonNullable<Awaited<ReturnType<typeof adminListActivityLog>>>
export type AdminListActivityLogQueryError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse


export function useAdminListActivityLog<TData = Awaited<ReturnType<typeof adminListActivityLog>>, TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse>(
 params: undefined |  AdminListActivityLogParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminListActivityLog>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminListActivityLog>>,
          TError,
          Awaited<ReturnType<typeof adminListActivityLog>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAdminListActivityLog<TData = Awaited<ReturnType<typeof adminListActivityLog>>, TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse>(
 params?: AdminListActivityLogParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminListActivityLog>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminListActivityLog>>,
          TError,
          Awaited<ReturnType<typeof adminListActivityLog>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAdminListActivityLog<TData = Awaited<ReturnType<typeof adminListActivityLog>>, TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse>(
 params?: AdminListActivityLogParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminListActivityLog>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List user activity events, paged
 */

export function useAdminListActivityLog<TData = Awaited<ReturnType<typeof adminListActivityLog>>, TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse>(
 params?: AdminListActivityLogParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminListActivityLog>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getAdminListActivityLogQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getAdminExportActivityLogUrl = (params?: AdminExportActivityLogParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/admin/activity-log/export?${stringifiedParams}` : `/api/admin/activity-log/export`
}

/**
 * Role admin only. The events the same filters select, newest first, at most 10,000, as `text/csv` (RFC 4180, UTF-8, a header row; cells that start with `=`, `+`, `-` or `@` are prefixed with `'`). Written to the audit log.
 * @summary Export activity events as CSV
 */
export const adminExportActivityLog = async (params?: AdminExportActivityLogParams, options?: Parameters<typeof customFetch>[1]): Promise<string> => {

  return customFetch<string>(getAdminExportActivityLogUrl(params),
  {
    ...options,
    method: 'GET'


  }
);}





export const getAdminExportActivityLogQueryKey = (params?: AdminExportActivityLogParams,) => {
    return [
    `/api/admin/activity-log/export`, ...(params ? [params] : [])
    ] as const;
    }


export const getAdminExportActivityLogQueryOptions = <TData = Awaited<ReturnType<typeof adminExportActivityLog>>, TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse>(params?: AdminExportActivityLogParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminExportActivityLog>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getAdminExportActivityLogQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof adminExportActivityLog>>> = ({ signal }) => adminExportActivityLog(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof adminExportActivityLog>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type AdminExportActivityLogQueryResult = NonNullable<Awaited<ReturnType<typeof adminExportActivityLog>>>
export type AdminExportActivityLogQueryError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse


export function useAdminExportActivityLog<TData = Awaited<ReturnType<typeof adminExportActivityLog>>, TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse>(
 params: undefined |  AdminExportActivityLogParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminExportActivityLog>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminExportActivityLog>>,
          TError,
          Awaited<ReturnType<typeof adminExportActivityLog>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAdminExportActivityLog<TData = Awaited<ReturnType<typeof adminExportActivityLog>>, TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse>(
 params?: AdminExportActivityLogParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminExportActivityLog>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminExportActivityLog>>,
          TError,
          Awaited<ReturnType<typeof adminExportActivityLog>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAdminExportActivityLog<TData = Awaited<ReturnType<typeof adminExportActivityLog>>, TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse>(
 params?: AdminExportActivityLogParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminExportActivityLog>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Export activity events as CSV
 */

export function useAdminExportActivityLog<TData = Awaited<ReturnType<typeof adminExportActivityLog>>, TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse>(
 params?: AdminExportActivityLogParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminExportActivityLog>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getAdminExportActivityLogQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getAdminGetSettingsUrl = () => {




  return `/api/admin/settings`
}

/**
 * Role admin only. Values start from the environment (`TRIAL_DAYS`, `REQUIRE_EMAIL_VERIFICATION`) and built-in Free plan limits until saved here; saved values win.
 * @summary Get operator settings
 */
export const adminGetSettings = async ( options?: Parameters<typeof customFetch>[1]): Promise<AdminSettings> => {

  return customFetch<AdminSettings>(getAdminGetSettingsUrl(),
  {
    ...options,
    method: 'GET'


  }
);}





export const getAdminGetSettingsQueryKey = () => {
    return [
    `/api/admin/settings`
    ] as const;
    }


export const getAdminGetSettingsQueryOptions = <TData = Awaited<ReturnType<typeof adminGetSettings>>, TError = UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetSettings>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getAdminGetSettingsQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof adminGetSettings>>> = ({ signal }) => adminGetSettings({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof adminGetSettings>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type AdminGetSettingsQueryResult = NonNullable<Awaited<ReturnType<typeof adminGetSettings>>>
export type AdminGetSettingsQueryError = UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse


export function useAdminGetSettings<TData = Awaited<ReturnType<typeof adminGetSettings>>, TError = UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetSettings>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminGetSettings>>,
          TError,
          Awaited<ReturnType<typeof adminGetSettings>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAdminGetSettings<TData = Awaited<ReturnType<typeof adminGetSettings>>, TError = UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetSettings>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminGetSettings>>,
          TError,
          Awaited<ReturnType<typeof adminGetSettings>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAdminGetSettings<TData = Awaited<ReturnType<typeof adminGetSettings>>, TError = UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetSettings>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get operator settings
 */

export function useAdminGetSettings<TData = Awaited<ReturnType<typeof adminGetSettings>>, TError = UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof adminGetSettings>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getAdminGetSettingsQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getAdminUpdateSettingsUrl = () => {




  return `/api/admin/settings`
}

/**
 * Role admin only. Replaces all settings; they apply to new requests at once (a changed `trialDays` applies to accounts created afterwards). Written to the audit log.
 * @summary Save operator settings
 */
export const adminUpdateSettings = async (adminSettingsUpdate: AdminSettingsUpdate, options?: Parameters<typeof customFetch>[1]): Promise<AdminSettings> => {

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
return customFetch<AdminSettings>(getAdminUpdateSettingsUrl(),
  {
    ...options,
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(adminSettingsUpdate)
  }
);}





export const getAdminUpdateSettingsMutationKey = () => ['adminUpdateSettings'] as const;

export const getAdminUpdateSettingsMutationOptions = <TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminUpdateSettings>>, TError,AdminUpdateSettingsMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof adminUpdateSettings>>, TError,AdminUpdateSettingsMutationVariables, TContext> => {

const mutationKey = getAdminUpdateSettingsMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof adminUpdateSettings>>, AdminUpdateSettingsMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  adminUpdateSettings(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type AdminUpdateSettingsMutationResult = NonNullable<Awaited<ReturnType<typeof adminUpdateSettings>>>
    export type AdminUpdateSettingsMutationBody = AdminSettingsUpdate
    export type AdminUpdateSettingsMutationError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse
    export type AdminUpdateSettingsMutationVariables = {data: AdminSettingsUpdate}

    /**
 * @summary Save operator settings
 */
export const useAdminUpdateSettings = <TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof adminUpdateSettings>>, TError,AdminUpdateSettingsMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof adminUpdateSettings>>,
        TError,
        AdminUpdateSettingsMutationVariables,
        TContext
      > => {
      return useMutation(getAdminUpdateSettingsMutationOptions(options), queryClient);
    }
