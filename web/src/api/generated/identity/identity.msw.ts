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
  CompletedToursResponse,
  DevMail,
  MessageResponse,
  ProfileResponse,
  TokenResponse
} from '../model';

import {
  getChangePasswordResponseMock,
  getCompleteAllToursResponseMock,
  getCompleteTourResponseMock,
  getGetProfileResponseMock,
  getGoogleCallbackResponseMock,
  getListDevMailboxResponseMock,
  getLoginResponseMock,
  getRefreshTokenResponseMock,
  getRequestPasswordResetResponseMock,
  getResendVerificationResponseMock,
  getResetPasswordResponseMock,
  getSignupResponseMock,
  getUpdateProfileResponseMock
} from './identity.faker.ts';

export { getGoogleCallbackResponseMock, getSignupResponseMock, getLoginResponseMock, getRequestPasswordResetResponseMock, getResetPasswordResponseMock, getRefreshTokenResponseMock, getResendVerificationResponseMock, getListDevMailboxResponseMock, getGetProfileResponseMock, getUpdateProfileResponseMock, getChangePasswordResponseMock, getCompleteTourResponseMock, getCompleteAllToursResponseMock } from './identity.faker.ts';


export const getStartGoogleSignInMockHandler = (overrideResponse?: unknown | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<unknown> | unknown), options?: RequestHandlerOptions) => {
  return http.get('*/api/auth/google', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }

    return new HttpResponse(null,
      { status: 200
      })
  }, options)
}

export const getGoogleCallbackMockHandler = (overrideResponse?: TokenResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<TokenResponse> | TokenResponse), options?: RequestHandlerOptions) => {
  return http.post('*/api/auth/google/callback', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGoogleCallbackResponseMock(),
      { status: 200
      })
  }, options)
}

export const getSignupMockHandler = (overrideResponse?: TokenResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<TokenResponse> | TokenResponse), options?: RequestHandlerOptions) => {
  return http.post('*/api/auth/signup', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSignupResponseMock(),
      { status: 201
      })
  }, options)
}

export const getLoginMockHandler = (overrideResponse?: TokenResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<TokenResponse> | TokenResponse), options?: RequestHandlerOptions) => {
  return http.post('*/api/auth/login', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getLoginResponseMock(),
      { status: 200
      })
  }, options)
}

export const getRequestPasswordResetMockHandler = (overrideResponse?: MessageResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<MessageResponse> | MessageResponse), options?: RequestHandlerOptions) => {
  return http.post('*/api/auth/request-password-reset', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getRequestPasswordResetResponseMock(),
      { status: 200
      })
  }, options)
}

export const getResetPasswordMockHandler = (overrideResponse?: MessageResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<MessageResponse> | MessageResponse), options?: RequestHandlerOptions) => {
  return http.post('*/api/auth/reset-password', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getResetPasswordResponseMock(),
      { status: 200
      })
  }, options)
}

export const getRefreshTokenMockHandler = (overrideResponse?: TokenResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<TokenResponse> | TokenResponse), options?: RequestHandlerOptions) => {
  return http.post('*/api/auth/refresh_token', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getRefreshTokenResponseMock(),
      { status: 200
      })
  }, options)
}

export const getLogoutMockHandler = (overrideResponse?: void | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<void> | void), options?: RequestHandlerOptions) => {
  return http.post('*/api/auth/logout', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }

    return new HttpResponse(null,
      { status: 204
      })
  }, options)
}

export const getResendVerificationMockHandler = (overrideResponse?: MessageResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<MessageResponse> | MessageResponse), options?: RequestHandlerOptions) => {
  return http.post('*/api/auth/resend-verification', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getResendVerificationResponseMock(),
      { status: 200
      })
  }, options)
}

export const getVerifyEmailMockHandler = (overrideResponse?: unknown | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<unknown> | unknown), options?: RequestHandlerOptions) => {
  return http.get('*/api/auth/verify-email', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }

    return new HttpResponse(null,
      { status: 200
      })
  }, options)
}

export const getListDevMailboxMockHandler = (overrideResponse?: DevMail[] | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<DevMail[]> | DevMail[]), options?: RequestHandlerOptions) => {
  return http.get('*/api/dev/mailbox', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListDevMailboxResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetProfileMockHandler = (overrideResponse?: ProfileResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<ProfileResponse> | ProfileResponse), options?: RequestHandlerOptions) => {
  return http.get('*/api/user/profile', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetProfileResponseMock(),
      { status: 200
      })
  }, options)
}

export const getUpdateProfileMockHandler = (overrideResponse?: ProfileResponse | ((info: Parameters<Parameters<typeof http.put>[1]>[0]) => Promise<ProfileResponse> | ProfileResponse), options?: RequestHandlerOptions) => {
  return http.put('*/api/user/profile', async (info: Parameters<Parameters<typeof http.put>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUpdateProfileResponseMock(),
      { status: 200
      })
  }, options)
}

export const getChangePasswordMockHandler = (overrideResponse?: MessageResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<MessageResponse> | MessageResponse), options?: RequestHandlerOptions) => {
  return http.post('*/api/user/change-password', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getChangePasswordResponseMock(),
      { status: 200
      })
  }, options)
}

export const getDeleteAccountMockHandler = (overrideResponse?: void | ((info: Parameters<Parameters<typeof http.delete>[1]>[0]) => Promise<void> | void), options?: RequestHandlerOptions) => {
  return http.delete('*/api/user/account', async (info: Parameters<Parameters<typeof http.delete>[1]>[0]) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }

    return new HttpResponse(null,
      { status: 204
      })
  }, options)
}

export const getCompleteTourMockHandler = (overrideResponse?: CompletedToursResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CompletedToursResponse> | CompletedToursResponse), options?: RequestHandlerOptions) => {
  return http.post('*/api/user/tours/complete', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCompleteTourResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCompleteAllToursMockHandler = (overrideResponse?: CompletedToursResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CompletedToursResponse> | CompletedToursResponse), options?: RequestHandlerOptions) => {
  return http.post('*/api/user/tours/complete-all', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCompleteAllToursResponseMock(),
      { status: 200
      })
  }, options)
}
export const getIdentityMock = () => [
  getStartGoogleSignInMockHandler(),
  getGoogleCallbackMockHandler(),
  getSignupMockHandler(),
  getLoginMockHandler(),
  getRequestPasswordResetMockHandler(),
  getResetPasswordMockHandler(),
  getRefreshTokenMockHandler(),
  getLogoutMockHandler(),
  getResendVerificationMockHandler(),
  getVerifyEmailMockHandler(),
  getListDevMailboxMockHandler(),
  getGetProfileMockHandler(),
  getUpdateProfileMockHandler(),
  getChangePasswordMockHandler(),
  getDeleteAccountMockHandler(),
  getCompleteTourMockHandler(),
  getCompleteAllToursMockHandler()
]
