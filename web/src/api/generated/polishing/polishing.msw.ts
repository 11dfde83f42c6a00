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
  ExperienceSuggestion,
  PolishStreamEvent,
  UploadResult
} from '../model';

import {
  getExportPolishedResumeResponseMock,
  getPolishExperienceResponseMock,
  getSavePolishedResumeResponseMock,
  getStreamResumePolishResponseMock
} from './polishing.faker.ts';

export { getStreamResumePolishResponseMock, getPolishExperienceResponseMock, getSavePolishedResumeResponseMock, getExportPolishedResumeResponseMock } from './polishing.faker.ts';


export const getStreamResumePolishMockHandler = (overrideResponse?: PolishStreamEvent | void | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<PolishStreamEvent | void> | PolishStreamEvent | void), options?: RequestHandlerOptions) => {
  return http.get('*/api/resume/polish-stream', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {

  const resolvedBody = overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getStreamResumePolishResponseMock();
    return resolvedBody === undefined
      ? new HttpResponse(null, { status: 204 })
      : HttpResponse.json(resolvedBody, { status: 200 })
  }, options)
}

export const getPolishExperienceMockHandler = (overrideResponse?: ExperienceSuggestion | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ExperienceSuggestion> | ExperienceSuggestion), options?: RequestHandlerOptions) => {
  return http.post('*/api/resume/polish-experience', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getPolishExperienceResponseMock(),
      { status: 200
      })
  }, options)
}

export const getSavePolishedResumeMockHandler = (overrideResponse?: UploadResult | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<UploadResult> | UploadResult), options?: RequestHandlerOptions) => {
  return http.post('*/api/resume/save-polished', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSavePolishedResumeResponseMock(),
      { status: 201
      })
  }, options)
}

export const getExportPolishedResumeMockHandler = (overrideResponse?: Blob | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<Blob> | Blob), options?: RequestHandlerOptions) => {
  return http.post('*/api/resume/export-polished', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {

  const binaryBody = overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getExportPolishedResumeResponseMock();
    return new HttpResponse(binaryBody,
      { status: 200,
        headers: { 'Content-Type': 'application/pdf' }
      })
  }, options)
}
export const getPolishingMock = () => [
  getStreamResumePolishMockHandler(),
  getPolishExperienceMockHandler(),
  getSavePolishedResumeMockHandler(),
  getExportPolishedResumeMockHandler()
]
