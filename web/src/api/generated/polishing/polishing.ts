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
  ExperienceSuggestion,
  ExportPolishedRequest,
  ForbiddenResponse,
  InternalResponse,
  NotFoundResponse,
  NotImplementedResponse,
  PolishExperienceRequest,
  PolishStreamEvent,
  ProviderUnavailableResponse,
  RateLimitedResponse,
  SavePolishedRequest,
  StreamResumePolishParams,
  UnauthenticatedResponse,
  UnprocessableResponse,
  UpgradeRequiredResponse,
  UploadResult,
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

export const getStreamResumePolishUrl = (params: StreamResumePolishParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/resume/polish-stream?${stringifiedParams}` : `/api/resume/polish-stream`
}

/**
 * Signed-in owner of both documents. Opens a `text/event-stream`. Errors found before
 * the stream opens are ordinary JSON error answers; later failures arrive as `error`
 * events. The stream starts with a comment line, sends heartbeat comments, gives each
 * event an `id` and sets `retry: 1000`. Every event is stored before it is sent: a
 * client that reconnects with the `Last-Event-ID` header (as an EventSource does) gets
 * the rest of the same polish after that event, from any server instance, and no
 * finished step runs again; without it (or with an id of another polish) a new polish
 * starts. Closing the stream stops the polish after the step in progress. Each message
 * has an `event:` name and a `data:` line holding the JSON payload
 * (`PolishStreamEvent.data`):
 *
 * | event | data | meaning |
 * |---|---|---|
 * | `status_update` | `{message, processingIndex}` | progress text; `processingIndex` is the work-experience index being polished, null otherwise |
 * | `parsing_complete` | `{structuredResume, structuredJd}` | the parsed resume (`StructuredResume`) and job description (`StructuredJobDescription`); every suggestion starts pending |
 * | `summary_suggestion` | `SummarySuggestion` | `{original, suggested, reasoning}` for the professional summary |
 * | `work_experience_suggestion` | `ExperienceSuggestion` | suggestion for the experience at `index` |
 * | `work_experience_error` | `{index, message}` | that experience could not be polished ('Could not polish this section.'); retry with `polishExperience` |
 * | `scores_complete` | `{scores: {originalMatchScore, improvedMatchScore}}` | match scores 0-100 before and after the suggestions |
 * | `done` | `{}` | the stream is complete and closes |
 * | `error` | `{message}` | the polish failed and the stream closes |
 *
 * Suggestions never add an employer, title, date, number, tool or skill that the
 * original resume does not contain. Gating: needs a verified e-mail while verification
 * is required (403 `EMAIL_NOT_VERIFIED`); Free plan: one polish (or the operator's
 * allowance), claimed when its stream opens, so of polishes opened at once only that
 * many start; it is consumed when the stream reaches `done` (sets
 * `used_polish_feature`) and given back when the polish fails (an `error` event, also
 * stored for a polish that stored nothing for ten minutes and was ended as abandoned).
 * Otherwise 402 'You have already used your one-time AI Resume Polish. Upgrade to Pro
 * for unlimited use.'. 503 when the AI provider is unavailable before the stream opens.
 *
 * A person runs at most 2 polish streams at a time on one server instance; one more
 * answers 429 `RATE_LIMITED` with `Retry-After` before anything starts (a place comes
 * back once a stream has ended and its step in progress finished). When the person's
 * access ends while the stream is open (sign-out, a password change or reset, suspension,
 * a role change, deletion) the stream closes within about a second and nothing more is
 * sent; the reconnect then answers 401.
 * @summary Polish a resume against a job description (server-sent events)
 */
export const streamResumePolish = async (params: StreamResumePolishParams, options?: Parameters<typeof customFetch>[1]): Promise<PolishStreamEvent | void> => {

  return customFetch<PolishStreamEvent | void>(getStreamResumePolishUrl(params),
  {
    ...options,
    method: 'GET'


  }
);}





export const getStreamResumePolishQueryKey = (params?: StreamResumePolishParams,) => {
    return [
    `/api/resume/polish-stream`, ...(params ? [params] : [])
    ] as const;
    }


export const getStreamResumePolishQueryOptions = <TData = Awaited<ReturnType<typeof streamResumePolish>>, TError = ValidationFailedResponse | UnauthenticatedResponse | UpgradeRequiredResponse | ForbiddenResponse | NotFoundResponse | RateLimitedResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse>(params: StreamResumePolishParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof streamResumePolish>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getStreamResumePolishQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof streamResumePolish>>> = ({ signal }) => streamResumePolish(params, { signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof streamResumePolish>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type StreamResumePolishQueryResult = NonNullable<Awaited<ReturnType<typeof streamResumePolish>>>
export type StreamResumePolishQueryError = ValidationFailedResponse | UnauthenticatedResponse | UpgradeRequiredResponse | ForbiddenResponse | NotFoundResponse | RateLimitedResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse


export function useStreamResumePolish<TData = Awaited<ReturnType<typeof streamResumePolish>>, TError = ValidationFailedResponse | UnauthenticatedResponse | UpgradeRequiredResponse | ForbiddenResponse | NotFoundResponse | RateLimitedResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse>(
 params: StreamResumePolishParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof streamResumePolish>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof streamResumePolish>>,
          TError,
          Awaited<ReturnType<typeof streamResumePolish>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useStreamResumePolish<TData = Awaited<ReturnType<typeof streamResumePolish>>, TError = ValidationFailedResponse | UnauthenticatedResponse | UpgradeRequiredResponse | ForbiddenResponse | NotFoundResponse | RateLimitedResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse>(
 params: StreamResumePolishParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof streamResumePolish>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof streamResumePolish>>,
          TError,
          Awaited<ReturnType<typeof streamResumePolish>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useStreamResumePolish<TData = Awaited<ReturnType<typeof streamResumePolish>>, TError = ValidationFailedResponse | UnauthenticatedResponse | UpgradeRequiredResponse | ForbiddenResponse | NotFoundResponse | RateLimitedResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse>(
 params: StreamResumePolishParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof streamResumePolish>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Polish a resume against a job description (server-sent events)
 */

export function useStreamResumePolish<TData = Awaited<ReturnType<typeof streamResumePolish>>, TError = ValidationFailedResponse | UnauthenticatedResponse | UpgradeRequiredResponse | ForbiddenResponse | NotFoundResponse | RateLimitedResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse>(
 params: StreamResumePolishParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof streamResumePolish>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getStreamResumePolishQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getPolishExperienceUrl = () => {




  return `/api/resume/polish-experience`
}

/**
 * Signed-in user ('Retry' on a failed experience). Answers the suggestion for that one
 * experience with the given `experienceIndex`. Same gating as the stream (403
 * `EMAIL_NOT_VERIFIED`; a Free user may retry experiences for 24 hours after starting a
 * polish that did not fail; otherwise, never polished or later, 402 'On the Free plan a
 * section can be polished again only within 24 hours of starting an AI Resume Polish.
 * Upgrade to Pro for unlimited use.'). 503 when the AI provider fails.
 * @summary Polish one work experience again
 */
export const polishExperience = async (polishExperienceRequest: PolishExperienceRequest, options?: Parameters<typeof customFetch>[1]): Promise<ExperienceSuggestion> => {

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
return customFetch<ExperienceSuggestion>(getPolishExperienceUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(polishExperienceRequest)
  }
);}





export const getPolishExperienceMutationKey = () => ['polishExperience'] as const;

export const getPolishExperienceMutationOptions = <TError = ValidationFailedResponse | UnauthenticatedResponse | UpgradeRequiredResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof polishExperience>>, TError,PolishExperienceMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof polishExperience>>, TError,PolishExperienceMutationVariables, TContext> => {

const mutationKey = getPolishExperienceMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof polishExperience>>, PolishExperienceMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  polishExperience(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type PolishExperienceMutationResult = NonNullable<Awaited<ReturnType<typeof polishExperience>>>
    export type PolishExperienceMutationBody = PolishExperienceRequest
    export type PolishExperienceMutationError = ValidationFailedResponse | UnauthenticatedResponse | UpgradeRequiredResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse
    export type PolishExperienceMutationVariables = {data: PolishExperienceRequest}

    /**
 * @summary Polish one work experience again
 */
export const usePolishExperience = <TError = ValidationFailedResponse | UnauthenticatedResponse | UpgradeRequiredResponse | ForbiddenResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof polishExperience>>, TError,PolishExperienceMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof polishExperience>>,
        TError,
        PolishExperienceMutationVariables,
        TContext
      > => {
      return useMutation(getPolishExperienceMutationOptions(options), queryClient);
    }
    export const getSavePolishedResumeUrl = () => {




  return `/api/resume/save-polished`
}

/**
 * Signed-in user. Renders `content` (markdown) as a PDF, stores it as a new resume
 * named `newName` (e.g. 'Jane Doe Resume - Polished.pdf') with its text, and answers it
 * like an upload. Free plan: one polished resume may be saved for the one-time polish
 * (it does not count toward the 1-resume limit); a further save answers 402 'The Free
 * plan allows 1 resume (or job description). Upgrade to Pro for unlimited uploads.'. The
 * plan and that limit are checked before the PDF is made. A resume too long or complex to
 * make into a PDF within the document limits answers 422 (`details[0].code`
 * `time_limit` or `memory_limit`); 503 while the server is stopping.
 * @summary Save the polished resume as a new resume
 */
export const savePolishedResume = async (savePolishedRequest: SavePolishedRequest, options?: Parameters<typeof customFetch>[1]): Promise<UploadResult> => {

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
return customFetch<UploadResult>(getSavePolishedResumeUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(savePolishedRequest)
  }
);}





export const getSavePolishedResumeMutationKey = () => ['savePolishedResume'] as const;

export const getSavePolishedResumeMutationOptions = <TError = ValidationFailedResponse | UnauthenticatedResponse | UpgradeRequiredResponse | UnprocessableResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof savePolishedResume>>, TError,SavePolishedResumeMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof savePolishedResume>>, TError,SavePolishedResumeMutationVariables, TContext> => {

const mutationKey = getSavePolishedResumeMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof savePolishedResume>>, SavePolishedResumeMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  savePolishedResume(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type SavePolishedResumeMutationResult = NonNullable<Awaited<ReturnType<typeof savePolishedResume>>>
    export type SavePolishedResumeMutationBody = SavePolishedRequest
    export type SavePolishedResumeMutationError = ValidationFailedResponse | UnauthenticatedResponse | UpgradeRequiredResponse | UnprocessableResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse
    export type SavePolishedResumeMutationVariables = {data: SavePolishedRequest}

    /**
 * @summary Save the polished resume as a new resume
 */
export const useSavePolishedResume = <TError = ValidationFailedResponse | UnauthenticatedResponse | UpgradeRequiredResponse | UnprocessableResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof savePolishedResume>>, TError,SavePolishedResumeMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof savePolishedResume>>,
        TError,
        SavePolishedResumeMutationVariables,
        TContext
      > => {
      return useMutation(getSavePolishedResumeMutationOptions(options), queryClient);
    }
    export const getExportPolishedResumeUrl = () => {




  return `/api/resume/export-polished`
}

/**
 * Signed-in user. Renders `content` (the same markdown `savePolishedResume` takes) in the
 * chosen format and answers the file as an attachment named after `fileName` with the
 * format's extension; nothing is stored. The PDF holds real text an applicant tracking
 * system can read, the DOCX is a plain Word document with headings and bullets. A resume
 * too long or complex to make into the file within the document limits answers 422
 * (`details[0].code` `time_limit` or `memory_limit`); 503 while the server is stopping.
 * @summary Download the polished resume as PDF, DOCX or plain text
 */
export const exportPolishedResume = async (exportPolishedRequest: ExportPolishedRequest, options?: Parameters<typeof customFetch>[1]): Promise<Blob> => {

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
return customFetch<Blob>(getExportPolishedResumeUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(exportPolishedRequest)
  }
);}





export const getExportPolishedResumeMutationKey = () => ['exportPolishedResume'] as const;

export const getExportPolishedResumeMutationOptions = <TError = ValidationFailedResponse | UnauthenticatedResponse | UnprocessableResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof exportPolishedResume>>, TError,ExportPolishedResumeMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof exportPolishedResume>>, TError,ExportPolishedResumeMutationVariables, TContext> => {

const mutationKey = getExportPolishedResumeMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof exportPolishedResume>>, ExportPolishedResumeMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  exportPolishedResume(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type ExportPolishedResumeMutationResult = NonNullable<Awaited<ReturnType<typeof exportPolishedResume>>>
    export type ExportPolishedResumeMutationBody = ExportPolishedRequest
    export type ExportPolishedResumeMutationError = ValidationFailedResponse | UnauthenticatedResponse | UnprocessableResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse
    export type ExportPolishedResumeMutationVariables = {data: ExportPolishedRequest}

    /**
 * @summary Download the polished resume as PDF, DOCX or plain text
 */
export const useExportPolishedResume = <TError = ValidationFailedResponse | UnauthenticatedResponse | UnprocessableResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof exportPolishedResume>>, TError,ExportPolishedResumeMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof exportPolishedResume>>,
        TError,
        ExportPolishedResumeMutationVariables,
        TContext
      > => {
      return useMutation(getExportPolishedResumeMutationOptions(options), queryClient);
    }
