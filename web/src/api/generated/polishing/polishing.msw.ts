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
  getPolishExperienceResponseMock,
  getSavePolishedResumeResponseMock,
  getStreamResumePolishResponseMock
} from './polishing.faker.ts';

export { getStreamResumePolishResponseMock, getPolishExperienceResponseMock, getSavePolishedResumeResponseMock } from './polishing.faker.ts';


export const getStreamResumePolishMockHandler = (overrideResponse?: PolishStreamEvent | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<PolishStreamEvent> | PolishStreamEvent), options?: RequestHandlerOptions) => {
  return http.get('*/api/resume/polish-stream', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getStreamResumePolishResponseMock(),
      { status: 200
      })
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
export const getPolishingMock = () => [
  getStreamResumePolishMockHandler(),
  getPolishExperienceMockHandler(),
  getSavePolishedResumeMockHandler()
]
