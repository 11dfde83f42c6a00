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
  AudioAnswerForm,
  AudioAnswerResponse,
  ConflictResponse,
  DashboardStats,
  EndInterviewResponse,
  FileTooLargeResponse,
  ForbiddenResponse,
  InternalResponse,
  ListSessionHistoryParams,
  NextQuestionResponse,
  NotFoundResponse,
  NotImplementedResponse,
  ProviderUnavailableResponse,
  ReevaluateAnswerResponse,
  SessionHistoryPage,
  SessionSummary,
  StartInterviewRequest,
  StartInterviewResponse,
  SubmitAnswerRequest,
  UnauthenticatedResponse,
  UnprocessableResponse,
  UnsupportedFileTypeResponse,
  UpgradeRequiredResponse,
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

export const getGetDashboardStatsUrl = () => {




  return `/api/user/dashboard-stats`
}

/**
 * Signed-in user, own sessions only. `averageScore` is the mean of scored sessions out of 10
 * with one decimal, '0.0' when there is none. `lastPairing` is the resume and job of the
 * person's most recent interview, present only while both documents still exist; the
 * dashboard preselects it for Start Interview.
 * @summary Get the dashboard's performance overview
 */
export const getDashboardStats = async ( options?: Parameters<typeof customFetch>[1]): Promise<DashboardStats> => {

  return customFetch<DashboardStats>(getGetDashboardStatsUrl(),
  {
    ...options,
    method: 'GET'


  }
);}





export const getGetDashboardStatsQueryKey = () => {
    return [
    `/api/user/dashboard-stats`
    ] as const;
    }


export const getGetDashboardStatsQueryOptions = <TData = Awaited<ReturnType<typeof getDashboardStats>>, TError = UnauthenticatedResponse | InternalResponse | NotImplementedResponse>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDashboardStats>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetDashboardStatsQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getDashboardStats>>> = ({ signal }) => getDashboardStats({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getDashboardStats>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetDashboardStatsQueryResult = NonNullable<Awaited<ReturnType<typeof getDashboardStats>>>
export type GetDashboardStatsQueryError = UnauthenticatedResponse | InternalResponse | NotImplementedResponse


export function useGetDashboardStats<TData = Awaited<ReturnType<typeof getDashboardStats>>, TError = UnauthenticatedResponse | InternalResponse | NotImplementedResponse>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDashboardStats>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getDashboardStats>>,
          TError,
          Awaited<ReturnType<typeof getDashboardStats>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetDashboardStats<TData = Awaited<ReturnType<typeof getDashboardStats>>, TError = UnauthenticatedResponse | InternalResponse | NotImplementedResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDashboardStats>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getDashboardStats>>,
          TError,
          Awaited<ReturnType<typeof getDashboardStats>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetDashboardStats<TData = Awaited<ReturnType<typeof getDashboardStats>>, TError = UnauthenticatedResponse | InternalResponse | NotImplementedResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDashboardStats>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the dashboard's performance overview
 */

export function useGetDashboardStats<TData = Awaited<ReturnType<typeof getDashboardStats>>, TError = UnauthenticatedResponse | InternalResponse | NotImplementedResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDashboardStats>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetDashboardStatsQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getListSessionHistoryUrl = (params?: ListSessionHistoryParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/user/history?${stringifiedParams}` : `/api/user/history`
}

/**
 * Signed-in user, own sessions only, newest first. Filters: `dateRange` (created within
 * the last 7, 30 or 90 days), `type` (interview type) and `search` (case-insensitive
 * match on the title). The dashboard asks for page 1 with limit 3.
 * @summary List past interview sessions, paged
 */
export const listSessionHistory = async (params?: ListSessionHistoryParams, options?: Parameters<typeof customFetch>[1]): Promise<SessionHistoryPage> => {

  return customFetch<SessionHistoryPage>(getListSessionHistoryUrl(params),
  {
    ...options,
    method: 'GET'


  }
);}





export const getListSessionHistoryQueryKey = (params?: ListSessionHistoryParams,) => {
    return [
    `/api/user/history`, ...(params ? [params] : [])
    ] as const;
    }


export const getListSessionHistoryQueryOptions = <TData = Awaited<ReturnType<typeof listSessionHistory>>, TError = ValidationFailedResponse | UnauthenticatedResponse | InternalResponse | NotImplementedResponse>(params?: ListSessionHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSessionHistory>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListSessionHistoryQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listSessionHistory>>> = ({ signal }) => listSessionHistory(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listSessionHistory>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListSessionHistoryQueryResult = NonNullable<Awaited<ReturnType<typeof listSessionHistory>>>
export type ListSessionHistoryQueryError = ValidationFailedResponse | UnauthenticatedResponse | InternalResponse | NotImplementedResponse


export function useListSessionHistory<TData = Awaited<ReturnType<typeof listSessionHistory>>, TError = ValidationFailedResponse | UnauthenticatedResponse | InternalResponse | NotImplementedResponse>(
 params: undefined |  ListSessionHistoryParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSessionHistory>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listSessionHistory>>,
          TError,
          Awaited<ReturnType<typeof listSessionHistory>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListSessionHistory<TData = Awaited<ReturnType<typeof listSessionHistory>>, TError = ValidationFailedResponse | UnauthenticatedResponse | InternalResponse | NotImplementedResponse>(
 params?: ListSessionHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSessionHistory>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listSessionHistory>>,
          TError,
          Awaited<ReturnType<typeof listSessionHistory>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListSessionHistory<TData = Awaited<ReturnType<typeof listSessionHistory>>, TError = ValidationFailedResponse | UnauthenticatedResponse | InternalResponse | NotImplementedResponse>(
 params?: ListSessionHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSessionHistory>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List past interview sessions, paged
 */

export function useListSessionHistory<TData = Awaited<ReturnType<typeof listSessionHistory>>, TError = ValidationFailedResponse | UnauthenticatedResponse | InternalResponse | NotImplementedResponse>(
 params?: ListSessionHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSessionHistory>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListSessionHistoryQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getStartInterviewUrl = () => {




  return `/api/interview/start`
}

/**
 * Signed-in owner of both documents (404 otherwise). Validates the settings (duration
 * 10-45 in steps of 5 minutes, 2-10 questions), asks the coaching engine for the
 * question plan, stores the session and answers its id and the first question (with
 * `audioUrl` when a text-to-speech provider is configured, else null). Gating: needs a
 * verified e-mail while verification is required (403 `EMAIL_NOT_VERIFIED`); Free plan:
 * 3 sessions, the fourth answers 402 `UPGRADE_REQUIRED`. A session counts from its start,
 * while it is open and once it has an answer; one that ended before any answer was
 * recorded does not count, so ending an interview unanswered gives its session back.
 * 503 when the AI provider fails.
 * @summary Start an interview session
 */
export const startInterview = async (startInterviewRequest: StartInterviewRequest, options?: Parameters<typeof customFetch>[1]): Promise<StartInterviewResponse> => {

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
return customFetch<StartInterviewResponse>(getStartInterviewUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(startInterviewRequest)
  }
);}





export const getStartInterviewMutationKey = () => ['startInterview'] as const;

export const getStartInterviewMutationOptions = <TError = ValidationFailedResponse | UnauthenticatedResponse | UpgradeRequiredResponse | ForbiddenResponse | NotFoundResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof startInterview>>, TError,StartInterviewMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof startInterview>>, TError,StartInterviewMutationVariables, TContext> => {

const mutationKey = getStartInterviewMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof startInterview>>, StartInterviewMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  startInterview(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type StartInterviewMutationResult = NonNullable<Awaited<ReturnType<typeof startInterview>>>
    export type StartInterviewMutationBody = StartInterviewRequest
    export type StartInterviewMutationError = ValidationFailedResponse | UnauthenticatedResponse | UpgradeRequiredResponse | ForbiddenResponse | NotFoundResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse
    export type StartInterviewMutationVariables = {data: StartInterviewRequest}

    /**
 * @summary Start an interview session
 */
export const useStartInterview = <TError = ValidationFailedResponse | UnauthenticatedResponse | UpgradeRequiredResponse | ForbiddenResponse | NotFoundResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof startInterview>>, TError,StartInterviewMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof startInterview>>,
        TError,
        StartInterviewMutationVariables,
        TContext
      > => {
      return useMutation(getStartInterviewMutationOptions(options), queryClient);
    }
    export const getSubmitAnswerUrl = () => {




  return `/api/interview/submit-answer`
}

/**
 * Signed-in owner of the session. The answer (at most 5000 characters) is stored
 * before anything else runs; its evaluation runs afterwards and never blocks the next
 * question. The next question is a follow-up, the next main question, or
 * `questionType: complete` (then the session is finished and scored). Submitting the
 * same question again answers the same next question without a second answer. A
 * finished session answers 409 `CONFLICT`; so does an answer arriving more than a
 * minute after the session's time was up (the session then ends at its time-up instant
 * and is scored; reading the history, the dashboard or the report ends such sessions
 * too). 503 when the AI provider fails (the answer is kept; retrying is safe).
 * @summary Submit a text answer and get the next question
 */
export const submitAnswer = async (submitAnswerRequest: SubmitAnswerRequest, options?: Parameters<typeof customFetch>[1]): Promise<NextQuestionResponse> => {

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
return customFetch<NextQuestionResponse>(getSubmitAnswerUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(submitAnswerRequest)
  }
);}





export const getSubmitAnswerMutationKey = () => ['submitAnswer'] as const;

export const getSubmitAnswerMutationOptions = <TError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | ConflictResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof submitAnswer>>, TError,SubmitAnswerMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof submitAnswer>>, TError,SubmitAnswerMutationVariables, TContext> => {

const mutationKey = getSubmitAnswerMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof submitAnswer>>, SubmitAnswerMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  submitAnswer(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type SubmitAnswerMutationResult = NonNullable<Awaited<ReturnType<typeof submitAnswer>>>
    export type SubmitAnswerMutationBody = SubmitAnswerRequest
    export type SubmitAnswerMutationError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | ConflictResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse
    export type SubmitAnswerMutationVariables = {data: SubmitAnswerRequest}

    /**
 * @summary Submit a text answer and get the next question
 */
export const useSubmitAnswer = <TError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | ConflictResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof submitAnswer>>, TError,SubmitAnswerMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof submitAnswer>>,
        TError,
        SubmitAnswerMutationVariables,
        TContext
      > => {
      return useMutation(getSubmitAnswerMutationOptions(options), queryClient);
    }
    export const getSubmitAudioAnswerUrl = () => {




  return `/api/interview/submit-audio-answer`
}

/**
 * Signed-in owner of the session. Multipart with `sessionId`, `questionId`, optional
 * `format` and the recording `audio` (audio/webm, at most 10 MB: 413 otherwise; other
 * audio types 415). The audio is transcribed by the speech-to-text provider, then
 * handled exactly like `submitAnswer`; the transcript is returned. No speech in the
 * recording answers 422 'No speech detected.'. When no speech-to-text provider is
 * configured it answers 503 `PROVIDER_UNAVAILABLE` and the web app falls back to the
 * browser's own speech recognition. Words per minute and filler words are recorded
 * for the report. Server-side transcription is a paid-plan feature: on the Free plan it
 * answers 403 `TRIAL_EXPIRED` once the Pro trial has ended unpaid (402
 * `UPGRADE_REQUIRED` for an account that never had a trial); the browser's own
 * recognition stays free.
 * @summary Submit a recorded answer and get the next question
 */
export const submitAudioAnswer = async (audioAnswerForm: AudioAnswerForm, options?: Parameters<typeof customFetch>[1]): Promise<AudioAnswerResponse> => {
    const formData = new FormData();
formData.append(`sessionId`, audioAnswerForm.sessionId);
formData.append(`questionId`, audioAnswerForm.questionId);
if(audioAnswerForm.format !== undefined) {
 formData.append(`format`, audioAnswerForm.format);
 }
formData.append(`audio`, audioAnswerForm.audio);

  return customFetch<AudioAnswerResponse>(getSubmitAudioAnswerUrl(),
  {
    ...options,
    method: 'POST'
    ,
    body: formData
  }
);}





export const getSubmitAudioAnswerMutationKey = () => ['submitAudioAnswer'] as const;

export const getSubmitAudioAnswerMutationOptions = <TError = ValidationFailedResponse | UnauthenticatedResponse | UpgradeRequiredResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | FileTooLargeResponse | UnsupportedFileTypeResponse | UnprocessableResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof submitAudioAnswer>>, TError,SubmitAudioAnswerMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof submitAudioAnswer>>, TError,SubmitAudioAnswerMutationVariables, TContext> => {

const mutationKey = getSubmitAudioAnswerMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof submitAudioAnswer>>, SubmitAudioAnswerMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  submitAudioAnswer(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type SubmitAudioAnswerMutationResult = NonNullable<Awaited<ReturnType<typeof submitAudioAnswer>>>
    export type SubmitAudioAnswerMutationBody = AudioAnswerForm
    export type SubmitAudioAnswerMutationError = ValidationFailedResponse | UnauthenticatedResponse | UpgradeRequiredResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | FileTooLargeResponse | UnsupportedFileTypeResponse | UnprocessableResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse
    export type SubmitAudioAnswerMutationVariables = {data: AudioAnswerForm}

    /**
 * @summary Submit a recorded answer and get the next question
 */
export const useSubmitAudioAnswer = <TError = ValidationFailedResponse | UnauthenticatedResponse | UpgradeRequiredResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | FileTooLargeResponse | UnsupportedFileTypeResponse | UnprocessableResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof submitAudioAnswer>>, TError,SubmitAudioAnswerMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof submitAudioAnswer>>,
        TError,
        SubmitAudioAnswerMutationVariables,
        TContext
      > => {
      return useMutation(getSubmitAudioAnswerMutationOptions(options), queryClient);
    }
    export const getReevaluateAnswerUrl = (id: string,) => {




  return `/api/interview/answer/${id}/reevaluate`
}

/**
 * Signed-in owner of the answer's session ('Try Again' on a failed evaluation). Runs
 * the evaluation now and answers it; when the session is finished its thread score,
 * session score, skill scores and roadmap are recomputed. A failed evaluation is
 * answered as `status: error`, not as an error response. Gating: needs a verified
 * e-mail while verification is required (403 `EMAIL_NOT_VERIFIED`).
 * @summary Evaluate an answer again
 */
export const reevaluateAnswer = async (id: string, options?: Parameters<typeof customFetch>[1]): Promise<ReevaluateAnswerResponse> => {

  return customFetch<ReevaluateAnswerResponse>(getReevaluateAnswerUrl(id),
  {
    ...options,
    method: 'POST'


  }
);}





export const getReevaluateAnswerMutationKey = () => ['reevaluateAnswer'] as const;

export const getReevaluateAnswerMutationOptions = <TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof reevaluateAnswer>>, TError,ReevaluateAnswerMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof reevaluateAnswer>>, TError,ReevaluateAnswerMutationVariables, TContext> => {

const mutationKey = getReevaluateAnswerMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof reevaluateAnswer>>, ReevaluateAnswerMutationVariables> = (props) => {
          const {id} = props ?? {};

          return  reevaluateAnswer(id,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type ReevaluateAnswerMutationResult = NonNullable<Awaited<ReturnType<typeof reevaluateAnswer>>>

    export type ReevaluateAnswerMutationError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse
    export type ReevaluateAnswerMutationVariables = {id: string}

    /**
 * @summary Evaluate an answer again
 */
export const useReevaluateAnswer = <TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof reevaluateAnswer>>, TError,ReevaluateAnswerMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof reevaluateAnswer>>,
        TError,
        ReevaluateAnswerMutationVariables,
        TContext
      > => {
      return useMutation(getReevaluateAnswerMutationOptions(options), queryClient);
    }
    export const getEndInterviewUrl = (id: string,) => {




  return `/api/interview/${id}/end`
}

/**
 * Signed-in owner of the session ('End Session' or the countdown reaching zero).
 * Finishes the session and computes its thread scores, session score (out of 10, one
 * decimal), skill scores and improvement roadmap from the answers given so far, then
 * tells the person the report is ready. A session ended before any answer was recorded
 * has nothing to score: it gets no scores, no roadmap and no report-ready notification,
 * and it does not count toward the Free plan's sessions. Idempotent: ending a finished
 * session answers the same.
 * @summary End a session early
 */
export const endInterview = async (id: string, options?: Parameters<typeof customFetch>[1]): Promise<EndInterviewResponse> => {

  return customFetch<EndInterviewResponse>(getEndInterviewUrl(id),
  {
    ...options,
    method: 'POST'


  }
);}





export const getEndInterviewMutationKey = () => ['endInterview'] as const;

export const getEndInterviewMutationOptions = <TError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof endInterview>>, TError,EndInterviewMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof endInterview>>, TError,EndInterviewMutationVariables, TContext> => {

const mutationKey = getEndInterviewMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof endInterview>>, EndInterviewMutationVariables> = (props) => {
          const {id} = props ?? {};

          return  endInterview(id,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type EndInterviewMutationResult = NonNullable<Awaited<ReturnType<typeof endInterview>>>

    export type EndInterviewMutationError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse
    export type EndInterviewMutationVariables = {id: string}

    /**
 * @summary End a session early
 */
export const useEndInterview = <TError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof endInterview>>, TError,EndInterviewMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof endInterview>>,
        TError,
        EndInterviewMutationVariables,
        TContext
      > => {
      return useMutation(getEndInterviewMutationOptions(options), queryClient);
    }
    export const getGetSessionSummaryUrl = (id: string,) => {




  return `/api/interview/${id}/summary`
}

/**
 * Signed-in owner of the session. The report: session header, skill scores (at least
 * 'Technical Skills' and 'Communication'), the improvement roadmap (markdown) and the
 * breakdown of each main question with its follow-ups. Evaluations still running show
 * `status: pending` inside `evaluation_result`. A session that ended before any answer
 * was recorded answers `endedWithoutAnswers: true` with no score, no skill scores, an
 * empty roadmap and an empty breakdown: there is nothing to score.
 *
 * Every score (answer, thread, session, skill, average) follows one rule: out of 10,
 * one decimal, a half rounded away from zero, rounded once from the unrounded value (a
 * thread score rounds the mean of its answers' scores, the session score the mean of the
 * threads' unrounded means). The PDF and the report page show these numbers as given.
 * @summary Get a session's Performance Report
 */
export const getSessionSummary = async (id: string, options?: Parameters<typeof customFetch>[1]): Promise<SessionSummary> => {

  return customFetch<SessionSummary>(getGetSessionSummaryUrl(id),
  {
    ...options,
    method: 'GET'


  }
);}





export const getGetSessionSummaryQueryKey = (id: string,) => {
    return [
    `/api/interview/${id}/summary`
    ] as const;
    }


export const getGetSessionSummaryQueryOptions = <TData = Awaited<ReturnType<typeof getSessionSummary>>, TError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse>(id: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSessionSummary>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetSessionSummaryQueryKey(id);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getSessionSummary>>> = ({ signal }) => getSessionSummary(id, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: id !== null && id !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getSessionSummary>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetSessionSummaryQueryResult = NonNullable<Awaited<ReturnType<typeof getSessionSummary>>>
export type GetSessionSummaryQueryError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse


export function useGetSessionSummary<TData = Awaited<ReturnType<typeof getSessionSummary>>, TError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse>(
 id: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSessionSummary>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getSessionSummary>>,
          TError,
          Awaited<ReturnType<typeof getSessionSummary>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetSessionSummary<TData = Awaited<ReturnType<typeof getSessionSummary>>, TError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse>(
 id: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSessionSummary>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getSessionSummary>>,
          TError,
          Awaited<ReturnType<typeof getSessionSummary>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetSessionSummary<TData = Awaited<ReturnType<typeof getSessionSummary>>, TError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse>(
 id: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSessionSummary>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get a session's Performance Report
 */

export function useGetSessionSummary<TData = Awaited<ReturnType<typeof getSessionSummary>>, TError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse>(
 id: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSessionSummary>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetSessionSummaryQueryOptions(id,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getDownloadReportUrl = (id: string,) => {




  return `/api/report/${id}/download`
}

/**
 * Signed-in owner of the session. A PDF with the title, overall and skill scores, roadmap and every question with its answer and evaluation, saved by the browser as `Report-{id}.pdf`. A report too long or complex to make into a PDF within the document limits answers 422; 503 while the server is stopping.
 * @summary Download a session's Performance Report as PDF
 */
export const downloadReport = async (id: string, options?: Parameters<typeof customFetch>[1]): Promise<Blob> => {

  return customFetch<Blob>(getDownloadReportUrl(id),
  {
    ...options,
    method: 'GET'


  }
);}





export const getDownloadReportQueryKey = (id: string,) => {
    return [
    `/api/report/${id}/download`
    ] as const;
    }


export const getDownloadReportQueryOptions = <TData = Awaited<ReturnType<typeof downloadReport>>, TError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | UnprocessableResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse>(id: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof downloadReport>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getDownloadReportQueryKey(id);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof downloadReport>>> = ({ signal }) => downloadReport(id, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: id !== null && id !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof downloadReport>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type DownloadReportQueryResult = NonNullable<Awaited<ReturnType<typeof downloadReport>>>
export type DownloadReportQueryError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | UnprocessableResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse


export function useDownloadReport<TData = Awaited<ReturnType<typeof downloadReport>>, TError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | UnprocessableResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse>(
 id: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof downloadReport>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof downloadReport>>,
          TError,
          Awaited<ReturnType<typeof downloadReport>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useDownloadReport<TData = Awaited<ReturnType<typeof downloadReport>>, TError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | UnprocessableResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse>(
 id: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof downloadReport>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof downloadReport>>,
          TError,
          Awaited<ReturnType<typeof downloadReport>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useDownloadReport<TData = Awaited<ReturnType<typeof downloadReport>>, TError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | UnprocessableResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse>(
 id: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof downloadReport>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Download a session's Performance Report as PDF
 */

export function useDownloadReport<TData = Awaited<ReturnType<typeof downloadReport>>, TError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | UnprocessableResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse>(
 id: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof downloadReport>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getDownloadReportQueryOptions(id,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






