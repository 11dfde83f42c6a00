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
  AudioAnswerResponse,
  DashboardStats,
  EndInterviewResponse,
  NextQuestionResponse,
  ReevaluateAnswerResponse,
  SessionHistoryPage,
  SessionSummary,
  StartInterviewResponse
} from '../model';

import {
  getDownloadReportResponseMock,
  getEndInterviewResponseMock,
  getGetDashboardStatsResponseMock,
  getGetSessionSummaryResponseMock,
  getListSessionHistoryResponseMock,
  getReevaluateAnswerResponseMock,
  getStartInterviewResponseMock,
  getSubmitAnswerResponseMock,
  getSubmitAudioAnswerResponseMock
} from './interviewing.faker.ts';

export { getGetDashboardStatsResponseMock, getListSessionHistoryResponseMock, getStartInterviewResponseMock, getSubmitAnswerResponseMock, getSubmitAudioAnswerResponseMock, getReevaluateAnswerResponseMock, getEndInterviewResponseMock, getGetSessionSummaryResponseMock, getDownloadReportResponseMock } from './interviewing.faker.ts';


export const getGetDashboardStatsMockHandler = (overrideResponse?: DashboardStats | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<DashboardStats> | DashboardStats), options?: RequestHandlerOptions) => {
  return http.get('*/api/user/dashboard-stats', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetDashboardStatsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListSessionHistoryMockHandler = (overrideResponse?: SessionHistoryPage | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<SessionHistoryPage> | SessionHistoryPage), options?: RequestHandlerOptions) => {
  return http.get('*/api/user/history', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListSessionHistoryResponseMock(),
      { status: 200
      })
  }, options)
}

export const getStartInterviewMockHandler = (overrideResponse?: StartInterviewResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<StartInterviewResponse> | StartInterviewResponse), options?: RequestHandlerOptions) => {
  return http.post('*/api/interview/start', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getStartInterviewResponseMock(),
      { status: 201
      })
  }, options)
}

export const getSubmitAnswerMockHandler = (overrideResponse?: NextQuestionResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<NextQuestionResponse> | NextQuestionResponse), options?: RequestHandlerOptions) => {
  return http.post('*/api/interview/submit-answer', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSubmitAnswerResponseMock(),
      { status: 200
      })
  }, options)
}

export const getSubmitAudioAnswerMockHandler = (overrideResponse?: AudioAnswerResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AudioAnswerResponse> | AudioAnswerResponse), options?: RequestHandlerOptions) => {
  return http.post('*/api/interview/submit-audio-answer', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSubmitAudioAnswerResponseMock(),
      { status: 200
      })
  }, options)
}

export const getReevaluateAnswerMockHandler = (overrideResponse?: ReevaluateAnswerResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ReevaluateAnswerResponse> | ReevaluateAnswerResponse), options?: RequestHandlerOptions) => {
  return http.post('*/api/interview/answer/:id/reevaluate', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getReevaluateAnswerResponseMock(),
      { status: 200
      })
  }, options)
}

export const getEndInterviewMockHandler = (overrideResponse?: EndInterviewResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<EndInterviewResponse> | EndInterviewResponse), options?: RequestHandlerOptions) => {
  return http.post('*/api/interview/:id/end', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getEndInterviewResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetSessionSummaryMockHandler = (overrideResponse?: SessionSummary | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<SessionSummary> | SessionSummary), options?: RequestHandlerOptions) => {
  return http.get('*/api/interview/:id/summary', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetSessionSummaryResponseMock(),
      { status: 200
      })
  }, options)
}

export const getDownloadReportMockHandler = (overrideResponse?: Blob | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<Blob> | Blob), options?: RequestHandlerOptions) => {
  return http.get('*/api/report/:id/download', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {

  const binaryBody = overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getDownloadReportResponseMock();
    return new HttpResponse(binaryBody,
      { status: 200,
        headers: { 'Content-Type': 'application/pdf' }
      })
  }, options)
}
export const getInterviewingMock = () => [
  getGetDashboardStatsMockHandler(),
  getListSessionHistoryMockHandler(),
  getStartInterviewMockHandler(),
  getSubmitAnswerMockHandler(),
  getSubmitAudioAnswerMockHandler(),
  getReevaluateAnswerMockHandler(),
  getEndInterviewMockHandler(),
  getGetSessionSummaryMockHandler(),
  getDownloadReportMockHandler()
]
