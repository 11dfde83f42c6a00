/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import {
  HttpResponse,
  http
} from 'msw';
import type {
  RequestHandlerOptions
} from 'msw';

import type {
  Application,
  DocumentLists,
  DownloadUrl,
  MatchAnalysis,
  RenamedDocument,
  ResumeDocument,
  ResumeReading,
  UploadResult
} from '../model';

import {
  getAnalyzeMatchResponseMock,
  getCorrectResumeReadingResponseMock,
  getCreateApplicationResponseMock,
  getDownloadFileResponseMock,
  getGetDocumentDownloadUrlResponseMock,
  getGetResumeReadingResponseMock,
  getListApplicationsResponseMock,
  getListDocumentsResponseMock,
  getRenameDocumentResponseMock,
  getResetResumeReadingResponseMock,
  getSetDefaultResumeResponseMock,
  getUploadJobDescriptionResponseMock,
  getUploadResumeResponseMock
} from './documents.faker.ts';

export { getListDocumentsResponseMock, getUploadResumeResponseMock, getUploadJobDescriptionResponseMock, getSetDefaultResumeResponseMock, getGetResumeReadingResponseMock, getCorrectResumeReadingResponseMock, getResetResumeReadingResponseMock, getRenameDocumentResponseMock, getGetDocumentDownloadUrlResponseMock, getDownloadFileResponseMock, getAnalyzeMatchResponseMock, getListApplicationsResponseMock, getCreateApplicationResponseMock } from './documents.faker.ts';


export const getListDocumentsMockHandler = (overrideResponse?: DocumentLists | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<DocumentLists> | DocumentLists), options?: RequestHandlerOptions) => {
  return http.get('*/api/user/documents', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListDocumentsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getUploadResumeMockHandler = (overrideResponse?: UploadResult | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<UploadResult> | UploadResult), options?: RequestHandlerOptions) => {
  return http.post('*/api/upload/resume', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUploadResumeResponseMock(),
      { status: 200
      })
  }, options)
}

export const getUploadJobDescriptionMockHandler = (overrideResponse?: UploadResult | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<UploadResult> | UploadResult), options?: RequestHandlerOptions) => {
  return http.post('*/api/upload/job', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUploadJobDescriptionResponseMock(),
      { status: 200
      })
  }, options)
}

export const getSetDefaultResumeMockHandler = (overrideResponse?: ResumeDocument | ((info: Parameters<Parameters<typeof http.put>[1]>[0]) => Promise<ResumeDocument> | ResumeDocument), options?: RequestHandlerOptions) => {
  return http.put('*/api/documents/resumes/:id/default', async (info: Parameters<Parameters<typeof http.put>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSetDefaultResumeResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetResumeReadingMockHandler = (overrideResponse?: ResumeReading | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<ResumeReading> | ResumeReading), options?: RequestHandlerOptions) => {
  return http.get('*/api/documents/resumes/:id/reading', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetResumeReadingResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCorrectResumeReadingMockHandler = (overrideResponse?: ResumeReading | ((info: Parameters<Parameters<typeof http.put>[1]>[0]) => Promise<ResumeReading> | ResumeReading), options?: RequestHandlerOptions) => {
  return http.put('*/api/documents/resumes/:id/reading', async (info: Parameters<Parameters<typeof http.put>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCorrectResumeReadingResponseMock(),
      { status: 200
      })
  }, options)
}

export const getResetResumeReadingMockHandler = (overrideResponse?: ResumeReading | ((info: Parameters<Parameters<typeof http.delete>[1]>[0]) => Promise<ResumeReading> | ResumeReading), options?: RequestHandlerOptions) => {
  return http.delete('*/api/documents/resumes/:id/reading', async (info: Parameters<Parameters<typeof http.delete>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getResetResumeReadingResponseMock(),
      { status: 200
      })
  }, options)
}

export const getRenameDocumentMockHandler = (overrideResponse?: RenamedDocument | ((info: Parameters<Parameters<typeof http.put>[1]>[0]) => Promise<RenamedDocument> | RenamedDocument), options?: RequestHandlerOptions) => {
  return http.put('*/api/documents/:id/rename', async (info: Parameters<Parameters<typeof http.put>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getRenameDocumentResponseMock(),
      { status: 200
      })
  }, options)
}

export const getDeleteDocumentMockHandler = (overrideResponse?: void | ((info: Parameters<Parameters<typeof http.delete>[1]>[0]) => Promise<void> | void), options?: RequestHandlerOptions) => {
  return http.delete('*/api/documents/:id', async (info: Parameters<Parameters<typeof http.delete>[1]>[0]) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }

    return new HttpResponse(null,
      { status: 204
      })
  }, options)
}

export const getGetDocumentDownloadUrlMockHandler = (overrideResponse?: DownloadUrl | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<DownloadUrl> | DownloadUrl), options?: RequestHandlerOptions) => {
  return http.get('*/api/documents/:id/download', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetDocumentDownloadUrlResponseMock(),
      { status: 200
      })
  }, options)
}

export const getDownloadFileMockHandler = (overrideResponse?: Blob | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<Blob> | Blob), options?: RequestHandlerOptions) => {
  return http.get('*/api/files/:key', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {

  const binaryBody = overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getDownloadFileResponseMock();
    return new HttpResponse(binaryBody,
      { status: 200,
        headers: { 'Content-Type': 'application/octet-stream' }
      })
  }, options)
}

export const getAnalyzeMatchMockHandler = (overrideResponse?: MatchAnalysis | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<MatchAnalysis> | MatchAnalysis), options?: RequestHandlerOptions) => {
  return http.post('*/api/user/analyze-match', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAnalyzeMatchResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListApplicationsMockHandler = (overrideResponse?: Application[] | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<Application[]> | Application[]), options?: RequestHandlerOptions) => {
  return http.get('*/api/applications', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListApplicationsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCreateApplicationMockHandler = (overrideResponse?: Application | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<Application> | Application), options?: RequestHandlerOptions) => {
  return http.post('*/api/applications', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreateApplicationResponseMock(),
      { status: 201
      })
  }, options)
}
export const getDocumentsMock = () => [
  getListDocumentsMockHandler(),
  getUploadResumeMockHandler(),
  getUploadJobDescriptionMockHandler(),
  getSetDefaultResumeMockHandler(),
  getGetResumeReadingMockHandler(),
  getCorrectResumeReadingMockHandler(),
  getResetResumeReadingMockHandler(),
  getRenameDocumentMockHandler(),
  getDeleteDocumentMockHandler(),
  getGetDocumentDownloadUrlMockHandler(),
  getDownloadFileMockHandler(),
  getAnalyzeMatchMockHandler(),
  getListApplicationsMockHandler(),
  getCreateApplicationMockHandler()
]
