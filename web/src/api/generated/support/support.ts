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
  ActiveAnnouncement,
  ClientErrorResponse,
  ContactRequest,
  ConversationEntry,
  CreateTicketRequest,
  FeedbackRequest,
  InternalResponse,
  ListAllNotificationsParams,
  ListLatestNotificationsParams,
  MarkNotificationsReadRequest,
  MarkReadResult,
  MessageResponse,
  NotFoundResponse,
  NotImplementedResponse,
  Notification,
  NotificationList,
  NotificationPreferences,
  NotificationStreamEvent,
  OneClickUnsubscribe,
  RateLimitedResponse,
  SupportTicket,
  TicketDetail,
  TicketReplyRequest,
  UnauthenticatedResponse,
  UnsubscribeFromMailParams,
  UnsubscribeResult,
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

export const getListLatestNotificationsUrl = (params?: ListLatestNotificationsParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/user/notifications?${stringifiedParams}` : `/api/user/notifications`
}

/**
 * Signed-in user, own notifications only. The newest `limit` notifications (default 5) and the total unread count.
 * @summary Get the latest notifications (header dropdown)
 */
export const listLatestNotifications = async (params?: ListLatestNotificationsParams, options?: Parameters<typeof customFetch>[1]): Promise<NotificationList> => {

  return customFetch<NotificationList>(getListLatestNotificationsUrl(params),
  {
    ...options,
    method: 'GET'


  }
);}





export const getListLatestNotificationsQueryKey = (params?: ListLatestNotificationsParams,) => {
    return [
    `/api/user/notifications`, ...(params ? [params] : [])
    ] as const;
    }


export const getListLatestNotificationsQueryOptions = <TData = Awaited<ReturnType<typeof listLatestNotifications>>, TError = ValidationFailedResponse | UnauthenticatedResponse | InternalResponse | NotImplementedResponse>(params?: ListLatestNotificationsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listLatestNotifications>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListLatestNotificationsQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listLatestNotifications>>> = ({ signal }) => listLatestNotifications(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listLatestNotifications>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListLatestNotificationsQueryResult = NonNullable<Awaited<ReturnType<typeof listLatestNotifications>>>
export type ListLatestNotificationsQueryError = ValidationFailedResponse | UnauthenticatedResponse | InternalResponse | NotImplementedResponse


export function useListLatestNotifications<TData = Awaited<ReturnType<typeof listLatestNotifications>>, TError = ValidationFailedResponse | UnauthenticatedResponse | InternalResponse | NotImplementedResponse>(
 params: undefined |  ListLatestNotificationsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listLatestNotifications>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listLatestNotifications>>,
          TError,
          Awaited<ReturnType<typeof listLatestNotifications>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListLatestNotifications<TData = Awaited<ReturnType<typeof listLatestNotifications>>, TError = ValidationFailedResponse | UnauthenticatedResponse | InternalResponse | NotImplementedResponse>(
 params?: ListLatestNotificationsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listLatestNotifications>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listLatestNotifications>>,
          TError,
          Awaited<ReturnType<typeof listLatestNotifications>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListLatestNotifications<TData = Awaited<ReturnType<typeof listLatestNotifications>>, TError = ValidationFailedResponse | UnauthenticatedResponse | InternalResponse | NotImplementedResponse>(
 params?: ListLatestNotificationsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listLatestNotifications>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the latest notifications (header dropdown)
 */

export function useListLatestNotifications<TData = Awaited<ReturnType<typeof listLatestNotifications>>, TError = ValidationFailedResponse | UnauthenticatedResponse | InternalResponse | NotImplementedResponse>(
 params?: ListLatestNotificationsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listLatestNotifications>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListLatestNotificationsQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getMarkNotificationsReadUrl = () => {




  return `/api/user/notifications`
}

/**
 * Signed-in user. Marks the listed notifications as read (ids of other users' notifications are ignored) and answers how many changed and the new unread count.
 * @summary Mark several notifications as read
 */
export const markNotificationsRead = async (markNotificationsReadRequest: MarkNotificationsReadRequest, options?: Parameters<typeof customFetch>[1]): Promise<MarkReadResult> => {

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
return customFetch<MarkReadResult>(getMarkNotificationsReadUrl(),
  {
    ...options,
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(markNotificationsReadRequest)
  }
);}





export const getMarkNotificationsReadMutationKey = () => ['markNotificationsRead'] as const;

export const getMarkNotificationsReadMutationOptions = <TError = ValidationFailedResponse | UnauthenticatedResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof markNotificationsRead>>, TError,MarkNotificationsReadMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof markNotificationsRead>>, TError,MarkNotificationsReadMutationVariables, TContext> => {

const mutationKey = getMarkNotificationsReadMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof markNotificationsRead>>, MarkNotificationsReadMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  markNotificationsRead(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type MarkNotificationsReadMutationResult = NonNullable<Awaited<ReturnType<typeof markNotificationsRead>>>
    export type MarkNotificationsReadMutationBody = MarkNotificationsReadRequest
    export type MarkNotificationsReadMutationError = ValidationFailedResponse | UnauthenticatedResponse | InternalResponse | NotImplementedResponse
    export type MarkNotificationsReadMutationVariables = {data: MarkNotificationsReadRequest}

    /**
 * @summary Mark several notifications as read
 */
export const useMarkNotificationsRead = <TError = ValidationFailedResponse | UnauthenticatedResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof markNotificationsRead>>, TError,MarkNotificationsReadMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof markNotificationsRead>>,
        TError,
        MarkNotificationsReadMutationVariables,
        TContext
      > => {
      return useMutation(getMarkNotificationsReadMutationOptions(options), queryClient);
    }
    export const getListAllNotificationsUrl = (params?: ListAllNotificationsParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/user/notifications/all?${stringifiedParams}` : `/api/user/notifications/all`
}

/**
 * Signed-in user, own notifications only, newest first. `hasMore` tells the 'Load More' button whether another page exists.
 * @summary List all notifications, paged
 */
export const listAllNotifications = async (params?: ListAllNotificationsParams, options?: Parameters<typeof customFetch>[1]): Promise<NotificationList> => {

  return customFetch<NotificationList>(getListAllNotificationsUrl(params),
  {
    ...options,
    method: 'GET'


  }
);}





export const getListAllNotificationsQueryKey = (params?: ListAllNotificationsParams,) => {
    return [
    `/api/user/notifications/all`, ...(params ? [params] : [])
    ] as const;
    }


export const getListAllNotificationsQueryOptions = <TData = Awaited<ReturnType<typeof listAllNotifications>>, TError = ValidationFailedResponse | UnauthenticatedResponse | InternalResponse | NotImplementedResponse>(params?: ListAllNotificationsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAllNotifications>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListAllNotificationsQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listAllNotifications>>> = ({ signal }) => listAllNotifications(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listAllNotifications>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListAllNotificationsQueryResult = NonNullable<Awaited<ReturnType<typeof listAllNotifications>>>
export type ListAllNotificationsQueryError = ValidationFailedResponse | UnauthenticatedResponse | InternalResponse | NotImplementedResponse


export function useListAllNotifications<TData = Awaited<ReturnType<typeof listAllNotifications>>, TError = ValidationFailedResponse | UnauthenticatedResponse | InternalResponse | NotImplementedResponse>(
 params: undefined |  ListAllNotificationsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAllNotifications>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listAllNotifications>>,
          TError,
          Awaited<ReturnType<typeof listAllNotifications>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListAllNotifications<TData = Awaited<ReturnType<typeof listAllNotifications>>, TError = ValidationFailedResponse | UnauthenticatedResponse | InternalResponse | NotImplementedResponse>(
 params?: ListAllNotificationsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAllNotifications>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listAllNotifications>>,
          TError,
          Awaited<ReturnType<typeof listAllNotifications>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListAllNotifications<TData = Awaited<ReturnType<typeof listAllNotifications>>, TError = ValidationFailedResponse | UnauthenticatedResponse | InternalResponse | NotImplementedResponse>(
 params?: ListAllNotificationsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAllNotifications>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List all notifications, paged
 */

export function useListAllNotifications<TData = Awaited<ReturnType<typeof listAllNotifications>>, TError = ValidationFailedResponse | UnauthenticatedResponse | InternalResponse | NotImplementedResponse>(
 params?: ListAllNotificationsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAllNotifications>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListAllNotificationsQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getStreamNotificationsUrl = () => {




  return `/api/user/notifications/stream`
}

/**
 * Signed-in user, own notifications only. Opens a `text/event-stream` that keeps the
 * header bell current without a reload. It starts with a comment line and `retry: 1000`,
 * then an `unread` event with the current count (its `id:` is the position the client
 * has everything up to, 0 before the first notification); afterwards a `notification` event for
 * every new notification (its `id:` is the notification's position, so a client that
 * reconnects with `Last-Event-ID` receives the ones it missed, from any server instance)
 * and an `unread` event whenever the count changes (a read in another tab, say).
 * Heartbeat comments keep the connection open. The server ends the stream after at
 * most `NOTIFICATION_STREAM_SECONDS` (60): the client reconnects with its token. When
 * the person's access ends while the stream is open (sign-out, a password change or
 * reset, suspension, a role change, deletion), on whichever server instance, the stream
 * sends a last `signed_out` event within about a second and ends; nothing else is sent
 * after the access ended. The client then refreshes its token once (the browser that
 * changed its own password keeps its session) and otherwise signs out, showing the
 * event's message. A person holds at most 5 streams at a time on one server instance;
 * one more answers 429 `RATE_LIMITED` with `Retry-After`. Clients that cannot stream
 * poll `GET /api/user/notifications` instead.
 *
 * | event | data | meaning |
 * |---|---|---|
 * | `unread` | `{unreadCount}` | the number of unread notifications now |
 * | `notification` | `Notification` | a notification created after the last one the client saw |
 * | `signed_out` | `{reason, message}` | the access token no longer counts (`reason`: `suspended` or `signed_out`); the stream ends |
 * @summary Live unread count and new notifications (server-sent events)
 */
export const streamNotifications = async ( options?: Parameters<typeof customFetch>[1]): Promise<NotificationStreamEvent> => {

  return customFetch<NotificationStreamEvent>(getStreamNotificationsUrl(),
  {
    ...options,
    method: 'GET'


  }
);}





export const getStreamNotificationsQueryKey = () => {
    return [
    `/api/user/notifications/stream`
    ] as const;
    }


export const getStreamNotificationsQueryOptions = <TData = Awaited<ReturnType<typeof streamNotifications>>, TError = UnauthenticatedResponse | RateLimitedResponse | InternalResponse | NotImplementedResponse>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof streamNotifications>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getStreamNotificationsQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof streamNotifications>>> = ({ signal }) => streamNotifications({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof streamNotifications>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type StreamNotificationsQueryResult = NonNullable<Awaited<ReturnType<typeof streamNotifications>>>
export type StreamNotificationsQueryError = UnauthenticatedResponse | RateLimitedResponse | InternalResponse | NotImplementedResponse


export function useStreamNotifications<TData = Awaited<ReturnType<typeof streamNotifications>>, TError = UnauthenticatedResponse | RateLimitedResponse | InternalResponse | NotImplementedResponse>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof streamNotifications>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof streamNotifications>>,
          TError,
          Awaited<ReturnType<typeof streamNotifications>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useStreamNotifications<TData = Awaited<ReturnType<typeof streamNotifications>>, TError = UnauthenticatedResponse | RateLimitedResponse | InternalResponse | NotImplementedResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof streamNotifications>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof streamNotifications>>,
          TError,
          Awaited<ReturnType<typeof streamNotifications>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useStreamNotifications<TData = Awaited<ReturnType<typeof streamNotifications>>, TError = UnauthenticatedResponse | RateLimitedResponse | InternalResponse | NotImplementedResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof streamNotifications>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Live unread count and new notifications (server-sent events)
 */

export function useStreamNotifications<TData = Awaited<ReturnType<typeof streamNotifications>>, TError = UnauthenticatedResponse | RateLimitedResponse | InternalResponse | NotImplementedResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof streamNotifications>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getStreamNotificationsQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getMarkNotificationReadUrl = (id: string,) => {




  return `/api/user/notifications/${id}/read`
}

/**
 * Signed-in owner of the notification. Idempotent; answers the notification.
 * @summary Mark one notification as read
 */
export const markNotificationRead = async (id: string, options?: Parameters<typeof customFetch>[1]): Promise<Notification> => {

  return customFetch<Notification>(getMarkNotificationReadUrl(id),
  {
    ...options,
    method: 'POST'


  }
);}





export const getMarkNotificationReadMutationKey = () => ['markNotificationRead'] as const;

export const getMarkNotificationReadMutationOptions = <TError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof markNotificationRead>>, TError,MarkNotificationReadMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof markNotificationRead>>, TError,MarkNotificationReadMutationVariables, TContext> => {

const mutationKey = getMarkNotificationReadMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof markNotificationRead>>, MarkNotificationReadMutationVariables> = (props) => {
          const {id} = props ?? {};

          return  markNotificationRead(id,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type MarkNotificationReadMutationResult = NonNullable<Awaited<ReturnType<typeof markNotificationRead>>>

    export type MarkNotificationReadMutationError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse
    export type MarkNotificationReadMutationVariables = {id: string}

    /**
 * @summary Mark one notification as read
 */
export const useMarkNotificationRead = <TError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof markNotificationRead>>, TError,MarkNotificationReadMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof markNotificationRead>>,
        TError,
        MarkNotificationReadMutationVariables,
        TContext
      > => {
      return useMutation(getMarkNotificationReadMutationOptions(options), queryClient);
    }
    export const getMarkAllNotificationsReadUrl = () => {




  return `/api/user/notifications/read-all`
}

/**
 * Signed-in user. Marks every own notification read; the unread count becomes 0.
 * @summary Mark all notifications as read
 */
export const markAllNotificationsRead = async ( options?: Parameters<typeof customFetch>[1]): Promise<MarkReadResult> => {

  return customFetch<MarkReadResult>(getMarkAllNotificationsReadUrl(),
  {
    ...options,
    method: 'POST'


  }
);}





export const getMarkAllNotificationsReadMutationKey = () => ['markAllNotificationsRead'] as const;

export const getMarkAllNotificationsReadMutationOptions = <TError = UnauthenticatedResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof markAllNotificationsRead>>, TError,void, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof markAllNotificationsRead>>, TError,void, TContext> => {

const mutationKey = getMarkAllNotificationsReadMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof markAllNotificationsRead>>, void> = () => {


          return  markAllNotificationsRead(requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type MarkAllNotificationsReadMutationResult = NonNullable<Awaited<ReturnType<typeof markAllNotificationsRead>>>

    export type MarkAllNotificationsReadMutationError = UnauthenticatedResponse | InternalResponse | NotImplementedResponse


    /**
 * @summary Mark all notifications as read
 */
export const useMarkAllNotificationsRead = <TError = UnauthenticatedResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof markAllNotificationsRead>>, TError,void, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof markAllNotificationsRead>>,
        TError,
        void,
        TContext
      > => {
      return useMutation(getMarkAllNotificationsReadMutationOptions(options), queryClient);
    }
    export const getGetNotificationPreferencesUrl = () => {




  return `/api/user/notification-preferences`
}

/**
 * Signed-in user, own preferences. New accounts have all three switched on. They decide
 * which e-mails are sent: `wants_session_complete_notify` the 'Your report is ready' mail
 * after a mock interview, `wants_product_updates` the mail for announcements of new
 * features, `wants_progress_reports` the weekly progress summary (sent on Mondays to people
 * who practised in the week before). Security, billing and support-reply mail is always
 * sent. The bell's notifications are not affected.
 * @summary Get notification preferences
 */
export const getNotificationPreferences = async ( options?: Parameters<typeof customFetch>[1]): Promise<NotificationPreferences> => {

  return customFetch<NotificationPreferences>(getGetNotificationPreferencesUrl(),
  {
    ...options,
    method: 'GET'


  }
);}





export const getGetNotificationPreferencesQueryKey = () => {
    return [
    `/api/user/notification-preferences`
    ] as const;
    }


export const getGetNotificationPreferencesQueryOptions = <TData = Awaited<ReturnType<typeof getNotificationPreferences>>, TError = UnauthenticatedResponse | InternalResponse | NotImplementedResponse>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getNotificationPreferences>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetNotificationPreferencesQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getNotificationPreferences>>> = ({ signal }) => getNotificationPreferences({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getNotificationPreferences>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetNotificationPreferencesQueryResult = NonNullable<Awaited<ReturnType<typeof getNotificationPreferences>>>
export type GetNotificationPreferencesQueryError = UnauthenticatedResponse | InternalResponse | NotImplementedResponse


export function useGetNotificationPreferences<TData = Awaited<ReturnType<typeof getNotificationPreferences>>, TError = UnauthenticatedResponse | InternalResponse | NotImplementedResponse>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getNotificationPreferences>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getNotificationPreferences>>,
          TError,
          Awaited<ReturnType<typeof getNotificationPreferences>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetNotificationPreferences<TData = Awaited<ReturnType<typeof getNotificationPreferences>>, TError = UnauthenticatedResponse | InternalResponse | NotImplementedResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getNotificationPreferences>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getNotificationPreferences>>,
          TError,
          Awaited<ReturnType<typeof getNotificationPreferences>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetNotificationPreferences<TData = Awaited<ReturnType<typeof getNotificationPreferences>>, TError = UnauthenticatedResponse | InternalResponse | NotImplementedResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getNotificationPreferences>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get notification preferences
 */

export function useGetNotificationPreferences<TData = Awaited<ReturnType<typeof getNotificationPreferences>>, TError = UnauthenticatedResponse | InternalResponse | NotImplementedResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getNotificationPreferences>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetNotificationPreferencesQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getUpdateNotificationPreferencesUrl = () => {




  return `/api/user/notification-preferences`
}

/**
 * Signed-in user, own preferences. Replaces all three switches; answers the saved preferences.
 * @summary Save notification preferences
 */
export const updateNotificationPreferences = async (notificationPreferences: NotificationPreferences, options?: Parameters<typeof customFetch>[1]): Promise<NotificationPreferences> => {

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
return customFetch<NotificationPreferences>(getUpdateNotificationPreferencesUrl(),
  {
    ...options,
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(notificationPreferences)
  }
);}





export const getUpdateNotificationPreferencesMutationKey = () => ['updateNotificationPreferences'] as const;

export const getUpdateNotificationPreferencesMutationOptions = <TError = ValidationFailedResponse | UnauthenticatedResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateNotificationPreferences>>, TError,UpdateNotificationPreferencesMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof updateNotificationPreferences>>, TError,UpdateNotificationPreferencesMutationVariables, TContext> => {

const mutationKey = getUpdateNotificationPreferencesMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof updateNotificationPreferences>>, UpdateNotificationPreferencesMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  updateNotificationPreferences(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type UpdateNotificationPreferencesMutationResult = NonNullable<Awaited<ReturnType<typeof updateNotificationPreferences>>>
    export type UpdateNotificationPreferencesMutationBody = NotificationPreferences
    export type UpdateNotificationPreferencesMutationError = ValidationFailedResponse | UnauthenticatedResponse | InternalResponse | NotImplementedResponse
    export type UpdateNotificationPreferencesMutationVariables = {data: NotificationPreferences}

    /**
 * @summary Save notification preferences
 */
export const useUpdateNotificationPreferences = <TError = ValidationFailedResponse | UnauthenticatedResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateNotificationPreferences>>, TError,UpdateNotificationPreferencesMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof updateNotificationPreferences>>,
        TError,
        UpdateNotificationPreferencesMutationVariables,
        TContext
      > => {
      return useMutation(getUpdateNotificationPreferencesMutationOptions(options), queryClient);
    }
    export const getUnsubscribeFromMailUrl = (params: UnsubscribeFromMailParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/notifications/unsubscribe?${stringifiedParams}` : `/api/notifications/unsubscribe`
}

/**
 * Public; the token in the link identifies the person and the kind of mail. Every mail a
 * preference governs (progress reports, product updates, session-complete notices)
 * carries this address in its `List-Unsubscribe` header with
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058), so mail clients offer
 * one-click unsubscribe, and links to the web page `/unsubscribe?token=…`, which calls
 * this operation after one click. It switches off the matching preference and is
 * idempotent. Security, billing and support-reply mail cannot be switched off and
 * carries no such link. The token is opaque to integrators; its last two characters
 * (`.p` progress reports, `.u` product updates, `.s` session complete) name the mail, so
 * the page can say what stops before the click. An unknown or malformed token answers 404
 * 'This unsubscribe link is not valid.'
 * @summary One-click unsubscribe from one kind of e-mail
 */
export const unsubscribeFromMail = async (params: UnsubscribeFromMailParams,
    oneClickUnsubscribe?: OneClickUnsubscribe, options?: Parameters<typeof customFetch>[1]): Promise<UnsubscribeResult> => {
    const formUrlEncoded = new URLSearchParams();
if(oneClickUnsubscribe?.['List-Unsubscribe'] !== undefined) {
 formUrlEncoded.append(`List-Unsubscribe`, oneClickUnsubscribe['List-Unsubscribe']);
 }

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
return customFetch<UnsubscribeResult>(getUnsubscribeFromMailUrl(params),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...getHeaders(options?.headers) },
    body: formUrlEncoded
  }
);}





export const getUnsubscribeFromMailMutationKey = () => ['unsubscribeFromMail'] as const;

export const getUnsubscribeFromMailMutationOptions = <TError = ValidationFailedResponse | NotFoundResponse | RateLimitedResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof unsubscribeFromMail>>, TError,UnsubscribeFromMailMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof unsubscribeFromMail>>, TError,UnsubscribeFromMailMutationVariables, TContext> => {

const mutationKey = getUnsubscribeFromMailMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof unsubscribeFromMail>>, UnsubscribeFromMailMutationVariables> = (props) => {
          const {params,data} = props ?? {};

          return  unsubscribeFromMail(params,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type UnsubscribeFromMailMutationResult = NonNullable<Awaited<ReturnType<typeof unsubscribeFromMail>>>
    export type UnsubscribeFromMailMutationBody = OneClickUnsubscribe | undefined
    export type UnsubscribeFromMailMutationError = ValidationFailedResponse | NotFoundResponse | RateLimitedResponse | InternalResponse | NotImplementedResponse
    export type UnsubscribeFromMailMutationVariables = {params: UnsubscribeFromMailParams;data?: OneClickUnsubscribe}

    /**
 * @summary One-click unsubscribe from one kind of e-mail
 */
export const useUnsubscribeFromMail = <TError = ValidationFailedResponse | NotFoundResponse | RateLimitedResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof unsubscribeFromMail>>, TError,UnsubscribeFromMailMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof unsubscribeFromMail>>,
        TError,
        UnsubscribeFromMailMutationVariables,
        TContext
      > => {
      return useMutation(getUnsubscribeFromMailMutationOptions(options), queryClient);
    }
    export const getListMyTicketsUrl = () => {




  return `/api/support/tickets`
}

/**
 * Signed-in user, own tickets only, most recently updated first.
 * @summary List the signed-in user's support tickets
 */
export const listMyTickets = async ( options?: Parameters<typeof customFetch>[1]): Promise<SupportTicket[]> => {

  return customFetch<SupportTicket[]>(getListMyTicketsUrl(),
  {
    ...options,
    method: 'GET'


  }
);}





export const getListMyTicketsQueryKey = () => {
    return [
    `/api/support/tickets`
    ] as const;
    }


export const getListMyTicketsQueryOptions = <TData = Awaited<ReturnType<typeof listMyTickets>>, TError = UnauthenticatedResponse | InternalResponse | NotImplementedResponse>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMyTickets>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListMyTicketsQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listMyTickets>>> = ({ signal }) => listMyTickets({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listMyTickets>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListMyTicketsQueryResult = NonNullable<Awaited<ReturnType<typeof listMyTickets>>>
export type ListMyTicketsQueryError = UnauthenticatedResponse | InternalResponse | NotImplementedResponse


export function useListMyTickets<TData = Awaited<ReturnType<typeof listMyTickets>>, TError = UnauthenticatedResponse | InternalResponse | NotImplementedResponse>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMyTickets>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listMyTickets>>,
          TError,
          Awaited<ReturnType<typeof listMyTickets>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListMyTickets<TData = Awaited<ReturnType<typeof listMyTickets>>, TError = UnauthenticatedResponse | InternalResponse | NotImplementedResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMyTickets>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listMyTickets>>,
          TError,
          Awaited<ReturnType<typeof listMyTickets>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListMyTickets<TData = Awaited<ReturnType<typeof listMyTickets>>, TError = UnauthenticatedResponse | InternalResponse | NotImplementedResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMyTickets>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the signed-in user's support tickets
 */

export function useListMyTickets<TData = Awaited<ReturnType<typeof listMyTickets>>, TError = UnauthenticatedResponse | InternalResponse | NotImplementedResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMyTickets>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListMyTicketsQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getCreateTicketUrl = () => {




  return `/api/support/tickets`
}

/**
 * Signed-in user. Opens a ticket with status Open; staff are notified.
 * @summary Open a support ticket
 */
export const createTicket = async (createTicketRequest: CreateTicketRequest, options?: Parameters<typeof customFetch>[1]): Promise<SupportTicket> => {

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
return customFetch<SupportTicket>(getCreateTicketUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(createTicketRequest)
  }
);}





export const getCreateTicketMutationKey = () => ['createTicket'] as const;

export const getCreateTicketMutationOptions = <TError = ValidationFailedResponse | UnauthenticatedResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createTicket>>, TError,CreateTicketMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof createTicket>>, TError,CreateTicketMutationVariables, TContext> => {

const mutationKey = getCreateTicketMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createTicket>>, CreateTicketMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  createTicket(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CreateTicketMutationResult = NonNullable<Awaited<ReturnType<typeof createTicket>>>
    export type CreateTicketMutationBody = CreateTicketRequest
    export type CreateTicketMutationError = ValidationFailedResponse | UnauthenticatedResponse | InternalResponse | NotImplementedResponse
    export type CreateTicketMutationVariables = {data: CreateTicketRequest}

    /**
 * @summary Open a support ticket
 */
export const useCreateTicket = <TError = ValidationFailedResponse | UnauthenticatedResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createTicket>>, TError,CreateTicketMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createTicket>>,
        TError,
        CreateTicketMutationVariables,
        TContext
      > => {
      return useMutation(getCreateTicketMutationOptions(options), queryClient);
    }
    export const getGetMyTicketUrl = (id: string,) => {




  return `/api/support/tickets/${id}`
}

/**
 * Signed-in owner of the ticket (404 'Ticket not found.' otherwise). The conversation is oldest first.
 * @summary Get a ticket and its conversation
 */
export const getMyTicket = async (id: string, options?: Parameters<typeof customFetch>[1]): Promise<TicketDetail> => {

  return customFetch<TicketDetail>(getGetMyTicketUrl(id),
  {
    ...options,
    method: 'GET'


  }
);}





export const getGetMyTicketQueryKey = (id: string,) => {
    return [
    `/api/support/tickets/${id}`
    ] as const;
    }


export const getGetMyTicketQueryOptions = <TData = Awaited<ReturnType<typeof getMyTicket>>, TError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse>(id: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMyTicket>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetMyTicketQueryKey(id);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getMyTicket>>> = ({ signal }) => getMyTicket(id, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: id !== null && id !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getMyTicket>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetMyTicketQueryResult = NonNullable<Awaited<ReturnType<typeof getMyTicket>>>
export type GetMyTicketQueryError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse


export function useGetMyTicket<TData = Awaited<ReturnType<typeof getMyTicket>>, TError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse>(
 id: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMyTicket>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getMyTicket>>,
          TError,
          Awaited<ReturnType<typeof getMyTicket>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetMyTicket<TData = Awaited<ReturnType<typeof getMyTicket>>, TError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse>(
 id: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMyTicket>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getMyTicket>>,
          TError,
          Awaited<ReturnType<typeof getMyTicket>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetMyTicket<TData = Awaited<ReturnType<typeof getMyTicket>>, TError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse>(
 id: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMyTicket>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get a ticket and its conversation
 */

export function useGetMyTicket<TData = Awaited<ReturnType<typeof getMyTicket>>, TError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse>(
 id: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMyTicket>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetMyTicketQueryOptions(id,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getReplyToTicketUrl = (id: string,) => {




  return `/api/support/tickets/${id}/responses`
}

/**
 * Signed-in owner of the ticket. Blank text (after trimming) is refused. A reply on a Resolved ticket reopens it. Answers the new conversation entry.
 * @summary Reply to one's own ticket
 */
export const replyToTicket = async (id: string,
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
return customFetch<ConversationEntry>(getReplyToTicketUrl(id),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(ticketReplyRequest)
  }
);}





export const getReplyToTicketMutationKey = () => ['replyToTicket'] as const;

export const getReplyToTicketMutationOptions = <TError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof replyToTicket>>, TError,ReplyToTicketMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof replyToTicket>>, TError,ReplyToTicketMutationVariables, TContext> => {

const mutationKey = getReplyToTicketMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof replyToTicket>>, ReplyToTicketMutationVariables> = (props) => {
          const {id,data} = props ?? {};

          return  replyToTicket(id,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type ReplyToTicketMutationResult = NonNullable<Awaited<ReturnType<typeof replyToTicket>>>
    export type ReplyToTicketMutationBody = TicketReplyRequest
    export type ReplyToTicketMutationError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse
    export type ReplyToTicketMutationVariables = {id: string;data: TicketReplyRequest}

    /**
 * @summary Reply to one's own ticket
 */
export const useReplyToTicket = <TError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof replyToTicket>>, TError,ReplyToTicketMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof replyToTicket>>,
        TError,
        ReplyToTicketMutationVariables,
        TContext
      > => {
      return useMutation(getReplyToTicketMutationOptions(options), queryClient);
    }
    export const getSubmitFeedbackUrl = () => {




  return `/api/support/feedback`
}

/**
 * Signed-in user (the feedback button in the shell). The message must not be blank after trimming ('Please enter a message.').
 * @summary Send feedback
 */
export const submitFeedback = async (feedbackRequest: FeedbackRequest, options?: Parameters<typeof customFetch>[1]): Promise<MessageResponse> => {

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
return customFetch<MessageResponse>(getSubmitFeedbackUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(feedbackRequest)
  }
);}





export const getSubmitFeedbackMutationKey = () => ['submitFeedback'] as const;

export const getSubmitFeedbackMutationOptions = <TError = ValidationFailedResponse | UnauthenticatedResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof submitFeedback>>, TError,SubmitFeedbackMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof submitFeedback>>, TError,SubmitFeedbackMutationVariables, TContext> => {

const mutationKey = getSubmitFeedbackMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof submitFeedback>>, SubmitFeedbackMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  submitFeedback(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type SubmitFeedbackMutationResult = NonNullable<Awaited<ReturnType<typeof submitFeedback>>>
    export type SubmitFeedbackMutationBody = FeedbackRequest
    export type SubmitFeedbackMutationError = ValidationFailedResponse | UnauthenticatedResponse | InternalResponse | NotImplementedResponse
    export type SubmitFeedbackMutationVariables = {data: FeedbackRequest}

    /**
 * @summary Send feedback
 */
export const useSubmitFeedback = <TError = ValidationFailedResponse | UnauthenticatedResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof submitFeedback>>, TError,SubmitFeedbackMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof submitFeedback>>,
        TError,
        SubmitFeedbackMutationVariables,
        TContext
      > => {
      return useMutation(getSubmitFeedbackMutationOptions(options), queryClient);
    }
    export const getSubmitContactFormUrl = () => {




  return `/api/contact/support`
}

/**
 * Public. All three fields are required ('Please fill out all fields.'). The message is stored and mailed to the support inbox. Rate-limited per client against spam.
 * @summary Send the public contact form
 */
export const submitContactForm = async (contactRequest: ContactRequest, options?: Parameters<typeof customFetch>[1]): Promise<MessageResponse> => {

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
return customFetch<MessageResponse>(getSubmitContactFormUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(contactRequest)
  }
);}





export const getSubmitContactFormMutationKey = () => ['submitContactForm'] as const;

export const getSubmitContactFormMutationOptions = <TError = ValidationFailedResponse | RateLimitedResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof submitContactForm>>, TError,SubmitContactFormMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof submitContactForm>>, TError,SubmitContactFormMutationVariables, TContext> => {

const mutationKey = getSubmitContactFormMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof submitContactForm>>, SubmitContactFormMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  submitContactForm(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type SubmitContactFormMutationResult = NonNullable<Awaited<ReturnType<typeof submitContactForm>>>
    export type SubmitContactFormMutationBody = ContactRequest
    export type SubmitContactFormMutationError = ValidationFailedResponse | RateLimitedResponse | InternalResponse | NotImplementedResponse
    export type SubmitContactFormMutationVariables = {data: ContactRequest}

    /**
 * @summary Send the public contact form
 */
export const useSubmitContactForm = <TError = ValidationFailedResponse | RateLimitedResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof submitContactForm>>, TError,SubmitContactFormMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof submitContactForm>>,
        TError,
        SubmitContactFormMutationVariables,
        TContext
      > => {
      return useMutation(getSubmitContactFormMutationOptions(options), queryClient);
    }
    export const getListActiveAnnouncementsUrl = () => {




  return `/api/announcements/active`
}

/**
 * Public. Active announcements whose window (`starts_at`..`ends_at`) contains now,
 * newest first. When the operator has set a maintenance banner in the admin settings it
 * comes first, as a `Warning` with the id `00000000-0000-0000-0000-000000000000`.
 * @summary List the announcements to show now
 */
export const listActiveAnnouncements = async ( options?: Parameters<typeof customFetch>[1]): Promise<ActiveAnnouncement[]> => {

  return customFetch<ActiveAnnouncement[]>(getListActiveAnnouncementsUrl(),
  {
    ...options,
    method: 'GET'


  }
);}





export const getListActiveAnnouncementsQueryKey = () => {
    return [
    `/api/announcements/active`
    ] as const;
    }


export const getListActiveAnnouncementsQueryOptions = <TData = Awaited<ReturnType<typeof listActiveAnnouncements>>, TError = InternalResponse | NotImplementedResponse | ClientErrorResponse>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listActiveAnnouncements>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListActiveAnnouncementsQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listActiveAnnouncements>>> = ({ signal }) => listActiveAnnouncements({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listActiveAnnouncements>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListActiveAnnouncementsQueryResult = NonNullable<Awaited<ReturnType<typeof listActiveAnnouncements>>>
export type ListActiveAnnouncementsQueryError = InternalResponse | NotImplementedResponse | ClientErrorResponse


export function useListActiveAnnouncements<TData = Awaited<ReturnType<typeof listActiveAnnouncements>>, TError = InternalResponse | NotImplementedResponse | ClientErrorResponse>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listActiveAnnouncements>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listActiveAnnouncements>>,
          TError,
          Awaited<ReturnType<typeof listActiveAnnouncements>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListActiveAnnouncements<TData = Awaited<ReturnType<typeof listActiveAnnouncements>>, TError = InternalResponse | NotImplementedResponse | ClientErrorResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listActiveAnnouncements>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listActiveAnnouncements>>,
          TError,
          Awaited<ReturnType<typeof listActiveAnnouncements>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListActiveAnnouncements<TData = Awaited<ReturnType<typeof listActiveAnnouncements>>, TError = InternalResponse | NotImplementedResponse | ClientErrorResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listActiveAnnouncements>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the announcements to show now
 */

export function useListActiveAnnouncements<TData = Awaited<ReturnType<typeof listActiveAnnouncements>>, TError = InternalResponse | NotImplementedResponse | ClientErrorResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listActiveAnnouncements>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListActiveAnnouncementsQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






