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
  HealthStatus,
  PublicConfig,
  ReadinessStatus
} from '../model';

import {
  getGetHealthResponseMock,
  getGetPublicConfigResponseMock,
  getGetReadinessResponseMock
} from './operations.faker.ts';

export { getGetHealthResponseMock, getGetReadinessResponseMock, getGetPublicConfigResponseMock } from './operations.faker.ts';


export const getGetHealthMockHandler = (overrideResponse?: HealthStatus | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<HealthStatus> | HealthStatus), options?: RequestHandlerOptions) => {
  return http.get('*/api/health', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetHealthResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetReadinessMockHandler = (overrideResponse?: ReadinessStatus | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<ReadinessStatus> | ReadinessStatus), options?: RequestHandlerOptions) => {
  return http.get('*/api/ready', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetReadinessResponseMock(),
      { status: 200
      })
  }, options)
}

export const getReportClientErrorMockHandler = (overrideResponse?: void | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<void> | void), options?: RequestHandlerOptions) => {
  return http.post('*/api/client-errors', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }

    return new HttpResponse(null,
      { status: 202
      })
  }, options)
}

export const getGetPublicConfigMockHandler = (overrideResponse?: PublicConfig | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<PublicConfig> | PublicConfig), options?: RequestHandlerOptions) => {
  return http.get('*/api/config', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetPublicConfigResponseMock(),
      { status: 200
      })
  }, options)
}
export const getOperationsMock = () => [
  getGetHealthMockHandler(),
  getGetReadinessMockHandler(),
  getReportClientErrorMockHandler(),
  getGetPublicConfigMockHandler()
]
