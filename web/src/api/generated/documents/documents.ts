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
  AnalyzeMatchRequest,
  Application,
  CreateApplicationRequest,
  DeleteDocumentRequest,
  DocumentLists,
  DownloadFileParams,
  DownloadUrl,
  FileTooLargeResponse,
  ForbiddenResponse,
  GetDocumentDownloadUrlParams,
  InternalResponse,
  JobUploadForm,
  MatchAnalysis,
  NotFoundResponse,
  NotImplementedResponse,
  ProviderUnavailableResponse,
  RenameDocumentRequest,
  RenamedDocument,
  ResumeDocument,
  ResumeReading,
  ResumeReadingCorrection,
  ResumeUploadForm,
  UnauthenticatedResponse,
  UnprocessableResponse,
  UnsupportedFileTypeResponse,
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

export const getListDocumentsUrl = () => {




  return `/api/user/documents`
}

/**
 * Signed-in user, own documents only, newest first. Resumes carry `is_default`.
 * @summary List the signed-in user's resumes and job descriptions
 */
export const listDocuments = async ( options?: Parameters<typeof customFetch>[1]): Promise<DocumentLists> => {

  return customFetch<DocumentLists>(getListDocumentsUrl(),
  {
    ...options,
    method: 'GET'


  }
);}





export const getListDocumentsQueryKey = () => {
    return [
    `/api/user/documents`
    ] as const;
    }


export const getListDocumentsQueryOptions = <TData = Awaited<ReturnType<typeof listDocuments>>, TError = UnauthenticatedResponse | InternalResponse | NotImplementedResponse>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listDocuments>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListDocumentsQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listDocuments>>> = ({ signal }) => listDocuments({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listDocuments>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListDocumentsQueryResult = NonNullable<Awaited<ReturnType<typeof listDocuments>>>
export type ListDocumentsQueryError = UnauthenticatedResponse | InternalResponse | NotImplementedResponse


export function useListDocuments<TData = Awaited<ReturnType<typeof listDocuments>>, TError = UnauthenticatedResponse | InternalResponse | NotImplementedResponse>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listDocuments>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listDocuments>>,
          TError,
          Awaited<ReturnType<typeof listDocuments>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListDocuments<TData = Awaited<ReturnType<typeof listDocuments>>, TError = UnauthenticatedResponse | InternalResponse | NotImplementedResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listDocuments>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listDocuments>>,
          TError,
          Awaited<ReturnType<typeof listDocuments>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListDocuments<TData = Awaited<ReturnType<typeof listDocuments>>, TError = UnauthenticatedResponse | InternalResponse | NotImplementedResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listDocuments>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the signed-in user's resumes and job descriptions
 */

export function useListDocuments<TData = Awaited<ReturnType<typeof listDocuments>>, TError = UnauthenticatedResponse | InternalResponse | NotImplementedResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listDocuments>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListDocumentsQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getUploadResumeUrl = () => {




  return `/api/upload/resume`
}

/**
 * Signed-in user. Multipart with exactly one file in the field `resume`, at most
 * 102400 bytes (enforced while reading: 413 'File is larger than 100KB'). The type is
 * decided from the content (PDF magic bytes, DOCX zip structure with caps on entries
 * and uncompressed size, valid UTF-8 text), not from the client's content type: 415
 * 'Invalid file type. Only PDF, DOCX, and TXT files are allowed.' otherwise. A file with
 * no extractable text answers 422. Text is read in an isolated worker with limits (10 s,
 * 200,000 characters, 50 pages, bounded memory): a file beyond them answers 422 'This
 * document is too large or complex to read. Please upload a shorter file or a plain-text
 * copy.' with the limit reached in `details`; an upload still being read when the server
 * shuts down answers 503. The stored object, the row and the extracted text
 * are written together or not at all. Free plan: 1 resume, a second one answers 402
 * 'The Free plan allows 1 resume (or job description). Upgrade to Pro for unlimited
 * uploads.'. The first resume becomes the default.
 * @summary Upload a resume
 */
export const uploadResume = async (resumeUploadForm: ResumeUploadForm, options?: Parameters<typeof customFetch>[1]): Promise<UploadResult> => {
    const formData = new FormData();
formData.append(`resume`, resumeUploadForm.resume instanceof Blob ? resumeUploadForm.resume : new Blob([resumeUploadForm.resume], { type: 'application/pdf, application/vnd.openxmlformats-officedocument.wordprocessingml.document, text/plain' }));

  return customFetch<UploadResult>(getUploadResumeUrl(),
  {
    ...options,
    method: 'POST'
    ,
    body: formData
  }
);}





export const getUploadResumeMutationKey = () => ['uploadResume'] as const;

export const getUploadResumeMutationOptions = <TError = ValidationFailedResponse | UnauthenticatedResponse | UpgradeRequiredResponse | FileTooLargeResponse | UnsupportedFileTypeResponse | UnprocessableResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof uploadResume>>, TError,UploadResumeMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof uploadResume>>, TError,UploadResumeMutationVariables, TContext> => {

const mutationKey = getUploadResumeMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof uploadResume>>, UploadResumeMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  uploadResume(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type UploadResumeMutationResult = NonNullable<Awaited<ReturnType<typeof uploadResume>>>
    export type UploadResumeMutationBody = ResumeUploadForm
    export type UploadResumeMutationError = ValidationFailedResponse | UnauthenticatedResponse | UpgradeRequiredResponse | FileTooLargeResponse | UnsupportedFileTypeResponse | UnprocessableResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse
    export type UploadResumeMutationVariables = {data: ResumeUploadForm}

    /**
 * @summary Upload a resume
 */
export const useUploadResume = <TError = ValidationFailedResponse | UnauthenticatedResponse | UpgradeRequiredResponse | FileTooLargeResponse | UnsupportedFileTypeResponse | UnprocessableResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof uploadResume>>, TError,UploadResumeMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof uploadResume>>,
        TError,
        UploadResumeMutationVariables,
        TContext
      > => {
      return useMutation(getUploadResumeMutationOptions(options), queryClient);
    }
    export const getUploadJobDescriptionUrl = () => {




  return `/api/upload/job`
}

/**
 * Signed-in user. Same rules as `uploadResume` with the file in the field `job`.
 * Free plan: 1 job description, a second one answers 402 'The Free plan allows 1
 * resume (or job description). Upgrade to Pro for unlimited uploads.'.
 * @summary Upload a job description
 */
export const uploadJobDescription = async (jobUploadForm: JobUploadForm, options?: Parameters<typeof customFetch>[1]): Promise<UploadResult> => {
    const formData = new FormData();
formData.append(`job`, jobUploadForm.job instanceof Blob ? jobUploadForm.job : new Blob([jobUploadForm.job], { type: 'application/pdf, application/vnd.openxmlformats-officedocument.wordprocessingml.document, text/plain' }));

  return customFetch<UploadResult>(getUploadJobDescriptionUrl(),
  {
    ...options,
    method: 'POST'
    ,
    body: formData
  }
);}





export const getUploadJobDescriptionMutationKey = () => ['uploadJobDescription'] as const;

export const getUploadJobDescriptionMutationOptions = <TError = ValidationFailedResponse | UnauthenticatedResponse | UpgradeRequiredResponse | FileTooLargeResponse | UnsupportedFileTypeResponse | UnprocessableResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof uploadJobDescription>>, TError,UploadJobDescriptionMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof uploadJobDescription>>, TError,UploadJobDescriptionMutationVariables, TContext> => {

const mutationKey = getUploadJobDescriptionMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof uploadJobDescription>>, UploadJobDescriptionMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  uploadJobDescription(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type UploadJobDescriptionMutationResult = NonNullable<Awaited<ReturnType<typeof uploadJobDescription>>>
    export type UploadJobDescriptionMutationBody = JobUploadForm
    export type UploadJobDescriptionMutationError = ValidationFailedResponse | UnauthenticatedResponse | UpgradeRequiredResponse | FileTooLargeResponse | UnsupportedFileTypeResponse | UnprocessableResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse
    export type UploadJobDescriptionMutationVariables = {data: JobUploadForm}

    /**
 * @summary Upload a job description
 */
export const useUploadJobDescription = <TError = ValidationFailedResponse | UnauthenticatedResponse | UpgradeRequiredResponse | FileTooLargeResponse | UnsupportedFileTypeResponse | UnprocessableResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof uploadJobDescription>>, TError,UploadJobDescriptionMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof uploadJobDescription>>,
        TError,
        UploadJobDescriptionMutationVariables,
        TContext
      > => {
      return useMutation(getUploadJobDescriptionMutationOptions(options), queryClient);
    }
    export const getSetDefaultResumeUrl = (id: string,) => {




  return `/api/documents/resumes/${id}/default`
}

/**
 * Signed-in owner of the resume. Clears the flag on the user's other resumes. Answers the updated resume.
 * @summary Make a resume the default one
 */
export const setDefaultResume = async (id: string, options?: Parameters<typeof customFetch>[1]): Promise<ResumeDocument> => {

  return customFetch<ResumeDocument>(getSetDefaultResumeUrl(id),
  {
    ...options,
    method: 'PUT'


  }
);}





export const getSetDefaultResumeMutationKey = () => ['setDefaultResume'] as const;

export const getSetDefaultResumeMutationOptions = <TError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof setDefaultResume>>, TError,SetDefaultResumeMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof setDefaultResume>>, TError,SetDefaultResumeMutationVariables, TContext> => {

const mutationKey = getSetDefaultResumeMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof setDefaultResume>>, SetDefaultResumeMutationVariables> = (props) => {
          const {id} = props ?? {};

          return  setDefaultResume(id,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type SetDefaultResumeMutationResult = NonNullable<Awaited<ReturnType<typeof setDefaultResume>>>

    export type SetDefaultResumeMutationError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse
    export type SetDefaultResumeMutationVariables = {id: string}

    /**
 * @summary Make a resume the default one
 */
export const useSetDefaultResume = <TError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof setDefaultResume>>, TError,SetDefaultResumeMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof setDefaultResume>>,
        TError,
        SetDefaultResumeMutationVariables,
        TContext
      > => {
      return useMutation(getSetDefaultResumeMutationOptions(options), queryClient);
    }
    export const getGetResumeReadingUrl = (id: string,) => {




  return `/api/documents/resumes/${id}/reading`
}

/**
 * Signed-in owner of the resume. Answers the structure read from the resume (contact,
 * summary, roles, education, skills, certifications) and the fields read with low
 * confidence, each with what is doubtful about it. Once the person has corrected the
 * reading, the corrected structure is answered, and match analysis, interviews and polish
 * use it instead of reading the resume again.
 * @summary What was read from a resume
 */
export const getResumeReading = async (id: string, options?: Parameters<typeof customFetch>[1]): Promise<ResumeReading> => {

  return customFetch<ResumeReading>(getGetResumeReadingUrl(id),
  {
    ...options,
    method: 'GET'


  }
);}





export const getGetResumeReadingQueryKey = (id: string,) => {
    return [
    `/api/documents/resumes/${id}/reading`
    ] as const;
    }


export const getGetResumeReadingQueryOptions = <TData = Awaited<ReturnType<typeof getResumeReading>>, TError = UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse>(id: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getResumeReading>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetResumeReadingQueryKey(id);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getResumeReading>>> = ({ signal }) => getResumeReading(id, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: id !== null && id !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getResumeReading>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetResumeReadingQueryResult = NonNullable<Awaited<ReturnType<typeof getResumeReading>>>
export type GetResumeReadingQueryError = UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse


export function useGetResumeReading<TData = Awaited<ReturnType<typeof getResumeReading>>, TError = UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse>(
 id: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getResumeReading>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getResumeReading>>,
          TError,
          Awaited<ReturnType<typeof getResumeReading>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetResumeReading<TData = Awaited<ReturnType<typeof getResumeReading>>, TError = UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse>(
 id: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getResumeReading>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getResumeReading>>,
          TError,
          Awaited<ReturnType<typeof getResumeReading>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetResumeReading<TData = Awaited<ReturnType<typeof getResumeReading>>, TError = UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse>(
 id: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getResumeReading>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary What was read from a resume
 */

export function useGetResumeReading<TData = Awaited<ReturnType<typeof getResumeReading>>, TError = UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse>(
 id: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getResumeReading>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetResumeReadingQueryOptions(id,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getCorrectResumeReadingUrl = (id: string,) => {




  return `/api/documents/resumes/${id}/reading`
}

/**
 * Signed-in owner of the resume. Stores the person's corrected structure with the resume;
 * match analysis, interviews and polish use it from then on, and stored match analyses of
 * the resume are run again when next asked for. At most 50 roles, 20 schools, 100
 * certifications and 200 skills; each text at most 10,000 characters.
 * @summary Correct what was read from a resume
 */
export const correctResumeReading = async (id: string,
    resumeReadingCorrection: ResumeReadingCorrection, options?: Parameters<typeof customFetch>[1]): Promise<ResumeReading> => {

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
return customFetch<ResumeReading>(getCorrectResumeReadingUrl(id),
  {
    ...options,
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(resumeReadingCorrection)
  }
);}





export const getCorrectResumeReadingMutationKey = () => ['correctResumeReading'] as const;

export const getCorrectResumeReadingMutationOptions = <TError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof correctResumeReading>>, TError,CorrectResumeReadingMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof correctResumeReading>>, TError,CorrectResumeReadingMutationVariables, TContext> => {

const mutationKey = getCorrectResumeReadingMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof correctResumeReading>>, CorrectResumeReadingMutationVariables> = (props) => {
          const {id,data} = props ?? {};

          return  correctResumeReading(id,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CorrectResumeReadingMutationResult = NonNullable<Awaited<ReturnType<typeof correctResumeReading>>>
    export type CorrectResumeReadingMutationBody = ResumeReadingCorrection
    export type CorrectResumeReadingMutationError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse
    export type CorrectResumeReadingMutationVariables = {id: string;data: ResumeReadingCorrection}

    /**
 * @summary Correct what was read from a resume
 */
export const useCorrectResumeReading = <TError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof correctResumeReading>>, TError,CorrectResumeReadingMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof correctResumeReading>>,
        TError,
        CorrectResumeReadingMutationVariables,
        TContext
      > => {
      return useMutation(getCorrectResumeReadingMutationOptions(options), queryClient);
    }
    export const getResetResumeReadingUrl = (id: string,) => {




  return `/api/documents/resumes/${id}/reading`
}

/**
 * Signed-in owner of the resume. Drops the person's corrections; the resume is read from
 * its text again. Answers that reading.
 * @summary Forget the corrections of a resume's reading
 */
export const resetResumeReading = async (id: string, options?: Parameters<typeof customFetch>[1]): Promise<ResumeReading> => {

  return customFetch<ResumeReading>(getResetResumeReadingUrl(id),
  {
    ...options,
    method: 'DELETE'


  }
);}





export const getResetResumeReadingMutationKey = () => ['resetResumeReading'] as const;

export const getResetResumeReadingMutationOptions = <TError = UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof resetResumeReading>>, TError,ResetResumeReadingMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof resetResumeReading>>, TError,ResetResumeReadingMutationVariables, TContext> => {

const mutationKey = getResetResumeReadingMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof resetResumeReading>>, ResetResumeReadingMutationVariables> = (props) => {
          const {id} = props ?? {};

          return  resetResumeReading(id,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type ResetResumeReadingMutationResult = NonNullable<Awaited<ReturnType<typeof resetResumeReading>>>

    export type ResetResumeReadingMutationError = UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse
    export type ResetResumeReadingMutationVariables = {id: string}

    /**
 * @summary Forget the corrections of a resume's reading
 */
export const useResetResumeReading = <TError = UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof resetResumeReading>>, TError,ResetResumeReadingMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof resetResumeReading>>,
        TError,
        ResetResumeReadingMutationVariables,
        TContext
      > => {
      return useMutation(getResetResumeReadingMutationOptions(options), queryClient);
    }
    export const getRenameDocumentUrl = (id: string,) => {




  return `/api/documents/${id}/rename`
}

/**
 * Signed-in owner of the document. A blank name (after trimming) leaves the name unchanged. Answers the document's id, name and type.
 * @summary Rename a resume or job description
 */
export const renameDocument = async (id: string,
    renameDocumentRequest: RenameDocumentRequest, options?: Parameters<typeof customFetch>[1]): Promise<RenamedDocument> => {

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
return customFetch<RenamedDocument>(getRenameDocumentUrl(id),
  {
    ...options,
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(renameDocumentRequest)
  }
);}





export const getRenameDocumentMutationKey = () => ['renameDocument'] as const;

export const getRenameDocumentMutationOptions = <TError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof renameDocument>>, TError,RenameDocumentMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof renameDocument>>, TError,RenameDocumentMutationVariables, TContext> => {

const mutationKey = getRenameDocumentMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof renameDocument>>, RenameDocumentMutationVariables> = (props) => {
          const {id,data} = props ?? {};

          return  renameDocument(id,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type RenameDocumentMutationResult = NonNullable<Awaited<ReturnType<typeof renameDocument>>>
    export type RenameDocumentMutationBody = RenameDocumentRequest
    export type RenameDocumentMutationError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse
    export type RenameDocumentMutationVariables = {id: string;data: RenameDocumentRequest}

    /**
 * @summary Rename a resume or job description
 */
export const useRenameDocument = <TError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof renameDocument>>, TError,RenameDocumentMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof renameDocument>>,
        TError,
        RenameDocumentMutationVariables,
        TContext
      > => {
      return useMutation(getRenameDocumentMutationOptions(options), queryClient);
    }
    export const getDeleteDocumentUrl = (id: string,) => {




  return `/api/documents/${id}`
}

/**
 * Signed-in owner of the document. Removes the row, the extracted text and the stored
 * object, and the saved applications that use it. Past interview sessions keep their
 * reports (their `resume_id` / `job_id` become null). Deleting the default resume makes
 * the newest remaining resume the default.
 * @summary Delete a resume or job description
 */
export const deleteDocument = async (id: string,
    deleteDocumentRequest: DeleteDocumentRequest, options?: Parameters<typeof customFetch>[1]): Promise<void> => {

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
return customFetch<void>(getDeleteDocumentUrl(id),
  {
    ...options,
    method: 'DELETE',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(deleteDocumentRequest)
  }
);}





export const getDeleteDocumentMutationKey = () => ['deleteDocument'] as const;

export const getDeleteDocumentMutationOptions = <TError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteDocument>>, TError,DeleteDocumentMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof deleteDocument>>, TError,DeleteDocumentMutationVariables, TContext> => {

const mutationKey = getDeleteDocumentMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteDocument>>, DeleteDocumentMutationVariables> = (props) => {
          const {id,data} = props ?? {};

          return  deleteDocument(id,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type DeleteDocumentMutationResult = NonNullable<Awaited<ReturnType<typeof deleteDocument>>>
    export type DeleteDocumentMutationBody = DeleteDocumentRequest
    export type DeleteDocumentMutationError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse
    export type DeleteDocumentMutationVariables = {id: string;data: DeleteDocumentRequest}

    /**
 * @summary Delete a resume or job description
 */
export const useDeleteDocument = <TError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteDocument>>, TError,DeleteDocumentMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof deleteDocument>>,
        TError,
        DeleteDocumentMutationVariables,
        TContext
      > => {
      return useMutation(getDeleteDocumentMutationOptions(options), queryClient);
    }
    export const getGetDocumentDownloadUrlUrl = (id: string,
    params: GetDocumentDownloadUrlParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/documents/${id}/download?${stringifiedParams}` : `/api/documents/${id}/download`
}

/**
 * Signed-in owner of the document. Answers a signed URL valid for a few minutes: a
 * Cloud Storage V4 signed URL, or with local storage `/api/files/{key}?expires=…&signature=…`.
 * The download is byte-identical to the upload and named after the document.
 * @summary Get a short-lived download URL for a document
 */
export const getDocumentDownloadUrl = async (id: string,
    params: GetDocumentDownloadUrlParams, options?: Parameters<typeof customFetch>[1]): Promise<DownloadUrl> => {

  return customFetch<DownloadUrl>(getGetDocumentDownloadUrlUrl(id,params),
  {
    ...options,
    method: 'GET'


  }
);}





export const getGetDocumentDownloadUrlQueryKey = (id: string,
    params?: GetDocumentDownloadUrlParams,) => {
    return [
    `/api/documents/${id}/download`, ...(params ? [params] : [])
    ] as const;
    }


export const getGetDocumentDownloadUrlQueryOptions = <TData = Awaited<ReturnType<typeof getDocumentDownloadUrl>>, TError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse>(id: string,
    params: GetDocumentDownloadUrlParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDocumentDownloadUrl>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetDocumentDownloadUrlQueryKey(id,params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getDocumentDownloadUrl>>> = ({ signal }) => getDocumentDownloadUrl(id,params, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: id !== null && id !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getDocumentDownloadUrl>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetDocumentDownloadUrlQueryResult = NonNullable<Awaited<ReturnType<typeof getDocumentDownloadUrl>>>
export type GetDocumentDownloadUrlQueryError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse


export function useGetDocumentDownloadUrl<TData = Awaited<ReturnType<typeof getDocumentDownloadUrl>>, TError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse>(
 id: string,
    params: GetDocumentDownloadUrlParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDocumentDownloadUrl>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getDocumentDownloadUrl>>,
          TError,
          Awaited<ReturnType<typeof getDocumentDownloadUrl>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetDocumentDownloadUrl<TData = Awaited<ReturnType<typeof getDocumentDownloadUrl>>, TError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse>(
 id: string,
    params: GetDocumentDownloadUrlParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDocumentDownloadUrl>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getDocumentDownloadUrl>>,
          TError,
          Awaited<ReturnType<typeof getDocumentDownloadUrl>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetDocumentDownloadUrl<TData = Awaited<ReturnType<typeof getDocumentDownloadUrl>>, TError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse>(
 id: string,
    params: GetDocumentDownloadUrlParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDocumentDownloadUrl>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get a short-lived download URL for a document
 */

export function useGetDocumentDownloadUrl<TData = Awaited<ReturnType<typeof getDocumentDownloadUrl>>, TError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse>(
 id: string,
    params: GetDocumentDownloadUrlParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDocumentDownloadUrl>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetDocumentDownloadUrlQueryOptions(id,params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getDownloadFileUrl = (key: string,
    params: DownloadFileParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {

    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : String(value))
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/files/${key}?${stringifiedParams}` : `/api/files/${key}`
}

/**
 * Public, but only with a valid HMAC signature: the URLs are produced by the server
 * (document downloads, upload results, question audio `audioUrl`) when the `local`
 * storage adapter is active. An expired or wrong signature answers 403 `FORBIDDEN`;
 * an unknown key 404. Documents are sent with `Content-Disposition: attachment;
 * filename="<document name>"`, question audio inline. With Cloud Storage the signed
 * URLs point at Google instead and this endpoint answers 404.
 * @summary Download a stored file by signed URL (local storage)
 */
export const downloadFile = async (key: string,
    params: DownloadFileParams, options?: Parameters<typeof customFetch>[1]): Promise<Blob> => {

  return customFetch<Blob>(getDownloadFileUrl(key,params),
  {
    ...options,
    method: 'GET'


  }
);}





export const getDownloadFileQueryKey = (key: string,
    params?: DownloadFileParams,) => {
    return [
    `/api/files/${key}`, ...(params ? [params] : [])
    ] as const;
    }


export const getDownloadFileQueryOptions = <TData = Awaited<ReturnType<typeof downloadFile>>, TError = ValidationFailedResponse | ForbiddenResponse | NotFoundResponse | InternalResponse | NotImplementedResponse>(key: string,
    params: DownloadFileParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof downloadFile>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getDownloadFileQueryKey(key,params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof downloadFile>>> = ({ signal }) => downloadFile(key,params, { signal, ...requestOptions });





   return  { queryKey, queryFn, enabled: key !== null && key !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof downloadFile>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type DownloadFileQueryResult = NonNullable<Awaited<ReturnType<typeof downloadFile>>>
export type DownloadFileQueryError = ValidationFailedResponse | ForbiddenResponse | NotFoundResponse | InternalResponse | NotImplementedResponse


export function useDownloadFile<TData = Awaited<ReturnType<typeof downloadFile>>, TError = ValidationFailedResponse | ForbiddenResponse | NotFoundResponse | InternalResponse | NotImplementedResponse>(
 key: string,
    params: DownloadFileParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof downloadFile>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof downloadFile>>,
          TError,
          Awaited<ReturnType<typeof downloadFile>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useDownloadFile<TData = Awaited<ReturnType<typeof downloadFile>>, TError = ValidationFailedResponse | ForbiddenResponse | NotFoundResponse | InternalResponse | NotImplementedResponse>(
 key: string,
    params: DownloadFileParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof downloadFile>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof downloadFile>>,
          TError,
          Awaited<ReturnType<typeof downloadFile>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useDownloadFile<TData = Awaited<ReturnType<typeof downloadFile>>, TError = ValidationFailedResponse | ForbiddenResponse | NotFoundResponse | InternalResponse | NotImplementedResponse>(
 key: string,
    params: DownloadFileParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof downloadFile>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Download a stored file by signed URL (local storage)
 */

export function useDownloadFile<TData = Awaited<ReturnType<typeof downloadFile>>, TError = ValidationFailedResponse | ForbiddenResponse | NotFoundResponse | InternalResponse | NotImplementedResponse>(
 key: string,
    params: DownloadFileParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof downloadFile>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getDownloadFileQueryOptions(key,params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getAnalyzeMatchUrl = () => {




  return `/api/user/analyze-match`
}

/**
 * Signed-in owner of both documents. Runs the coaching engine's match analysis
 * (score 0-100, matched and missing skills with evidence, markdown analysis) and stores
 * it; a stored result for the same pair is answered (`cached: true`) unless
 * `reanalyze` is true. The same pair always gets the same score with the local engine.
 * Gating: needs a verified e-mail while verification is required (403
 * `EMAIL_NOT_VERIFIED`). 503 when the AI provider fails.
 * @summary Analyse how well a resume matches a job description
 */
export const analyzeMatch = async (analyzeMatchRequest: AnalyzeMatchRequest, options?: Parameters<typeof customFetch>[1]): Promise<MatchAnalysis> => {

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
return customFetch<MatchAnalysis>(getAnalyzeMatchUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(analyzeMatchRequest)
  }
);}





export const getAnalyzeMatchMutationKey = () => ['analyzeMatch'] as const;

export const getAnalyzeMatchMutationOptions = <TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof analyzeMatch>>, TError,AnalyzeMatchMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof analyzeMatch>>, TError,AnalyzeMatchMutationVariables, TContext> => {

const mutationKey = getAnalyzeMatchMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof analyzeMatch>>, AnalyzeMatchMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  analyzeMatch(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type AnalyzeMatchMutationResult = NonNullable<Awaited<ReturnType<typeof analyzeMatch>>>
    export type AnalyzeMatchMutationBody = AnalyzeMatchRequest
    export type AnalyzeMatchMutationError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse
    export type AnalyzeMatchMutationVariables = {data: AnalyzeMatchRequest}

    /**
 * @summary Analyse how well a resume matches a job description
 */
export const useAnalyzeMatch = <TError = ValidationFailedResponse | UnauthenticatedResponse | ForbiddenResponse | NotFoundResponse | InternalResponse | NotImplementedResponse | ProviderUnavailableResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof analyzeMatch>>, TError,AnalyzeMatchMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof analyzeMatch>>,
        TError,
        AnalyzeMatchMutationVariables,
        TContext
      > => {
      return useMutation(getAnalyzeMatchMutationOptions(options), queryClient);
    }
    export const getListApplicationsUrl = () => {




  return `/api/applications`
}

/**
 * Signed-in user, own applications only, newest first. `avg_score` is the average of the sessions run for the pair (null until one exists).
 * @summary List saved applications
 */
export const listApplications = async ( options?: Parameters<typeof customFetch>[1]): Promise<Application[]> => {

  return customFetch<Application[]>(getListApplicationsUrl(),
  {
    ...options,
    method: 'GET'


  }
);}





export const getListApplicationsQueryKey = () => {
    return [
    `/api/applications`
    ] as const;
    }


export const getListApplicationsQueryOptions = <TData = Awaited<ReturnType<typeof listApplications>>, TError = UnauthenticatedResponse | InternalResponse | NotImplementedResponse>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listApplications>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListApplicationsQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listApplications>>> = ({ signal }) => listApplications({ signal, ...requestOptions });





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listApplications>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListApplicationsQueryResult = NonNullable<Awaited<ReturnType<typeof listApplications>>>
export type ListApplicationsQueryError = UnauthenticatedResponse | InternalResponse | NotImplementedResponse


export function useListApplications<TData = Awaited<ReturnType<typeof listApplications>>, TError = UnauthenticatedResponse | InternalResponse | NotImplementedResponse>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listApplications>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listApplications>>,
          TError,
          Awaited<ReturnType<typeof listApplications>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListApplications<TData = Awaited<ReturnType<typeof listApplications>>, TError = UnauthenticatedResponse | InternalResponse | NotImplementedResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listApplications>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listApplications>>,
          TError,
          Awaited<ReturnType<typeof listApplications>>
        > , 'initialData'
      >, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListApplications<TData = Awaited<ReturnType<typeof listApplications>>, TError = UnauthenticatedResponse | InternalResponse | NotImplementedResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listApplications>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List saved applications
 */

export function useListApplications<TData = Awaited<ReturnType<typeof listApplications>>, TError = UnauthenticatedResponse | InternalResponse | NotImplementedResponse>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listApplications>>, TError, TData>>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListApplicationsQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






export const getCreateApplicationUrl = () => {




  return `/api/applications`
}

/**
 * Signed-in user who owns both documents (404 otherwise). The name is required.
 * @summary Save an application (a resume and job pairing)
 */
export const createApplication = async (createApplicationRequest: CreateApplicationRequest, options?: Parameters<typeof customFetch>[1]): Promise<Application> => {

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
return customFetch<Application>(getCreateApplicationUrl(),
  {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...getHeaders(options?.headers) },
    body: JSON.stringify(createApplicationRequest)
  }
);}





export const getCreateApplicationMutationKey = () => ['createApplication'] as const;

export const getCreateApplicationMutationOptions = <TError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createApplication>>, TError,CreateApplicationMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
): UseMutationOptions<Awaited<ReturnType<typeof createApplication>>, TError,CreateApplicationMutationVariables, TContext> => {

const mutationKey = getCreateApplicationMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createApplication>>, CreateApplicationMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  createApplication(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CreateApplicationMutationResult = NonNullable<Awaited<ReturnType<typeof createApplication>>>
    export type CreateApplicationMutationBody = CreateApplicationRequest
    export type CreateApplicationMutationError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse
    export type CreateApplicationMutationVariables = {data: CreateApplicationRequest}

    /**
 * @summary Save an application (a resume and job pairing)
 */
export const useCreateApplication = <TError = ValidationFailedResponse | UnauthenticatedResponse | NotFoundResponse | InternalResponse | NotImplementedResponse,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createApplication>>, TError,CreateApplicationMutationVariables, TContext>, request?: SecondParameter<typeof customFetch>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createApplication>>,
        TError,
        CreateApplicationMutationVariables,
        TContext
      > => {
      return useMutation(getCreateApplicationMutationOptions(options), queryClient);
    }
