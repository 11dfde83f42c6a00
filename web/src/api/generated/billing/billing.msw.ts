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
  CheckoutSessionResult,
  CouponValidation,
  Invoice,
  PricingConfig,
  SandboxCheckoutCompletion,
  SandboxCheckoutSession,
  SandboxPortal,
  UrlResponse,
  WebhookAck
} from '../model';

import {
  getCancelSandboxSubscriptionResponseMock,
  getChangeSandboxPlanResponseMock,
  getCompleteSandboxCheckoutSessionResponseMock,
  getCreateCheckoutSessionResponseMock,
  getCreatePortalSessionResponseMock,
  getGetPricingConfigResponseMock,
  getGetSandboxCheckoutSessionResponseMock,
  getGetSandboxPortalResponseMock,
  getHandleStripeWebhookResponseMock,
  getListInvoicesResponseMock,
  getResumeSandboxSubscriptionResponseMock,
  getUpdateSandboxPaymentMethodResponseMock,
  getValidateCouponResponseMock
} from './billing.faker.ts';

export { getGetPricingConfigResponseMock, getCreateCheckoutSessionResponseMock, getValidateCouponResponseMock, getCreatePortalSessionResponseMock, getListInvoicesResponseMock, getHandleStripeWebhookResponseMock, getGetSandboxCheckoutSessionResponseMock, getCompleteSandboxCheckoutSessionResponseMock, getGetSandboxPortalResponseMock, getCancelSandboxSubscriptionResponseMock, getResumeSandboxSubscriptionResponseMock, getChangeSandboxPlanResponseMock, getUpdateSandboxPaymentMethodResponseMock } from './billing.faker.ts';


export const getGetPricingConfigMockHandler = (overrideResponse?: PricingConfig | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<PricingConfig> | PricingConfig), options?: RequestHandlerOptions) => {
  return http.get('*/api/pricing-config', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetPricingConfigResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCreateCheckoutSessionMockHandler = (overrideResponse?: CheckoutSessionResult | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CheckoutSessionResult> | CheckoutSessionResult), options?: RequestHandlerOptions) => {
  return http.post('*/api/stripe/create-checkout-session', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreateCheckoutSessionResponseMock(),
      { status: 200
      })
  }, options)
}

export const getValidateCouponMockHandler = (overrideResponse?: CouponValidation | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CouponValidation> | CouponValidation), options?: RequestHandlerOptions) => {
  return http.post('*/api/stripe/validate-coupon', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getValidateCouponResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCreatePortalSessionMockHandler = (overrideResponse?: UrlResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<UrlResponse> | UrlResponse), options?: RequestHandlerOptions) => {
  return http.post('*/api/stripe/create-portal-session', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreatePortalSessionResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListInvoicesMockHandler = (overrideResponse?: Invoice[] | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<Invoice[]> | Invoice[]), options?: RequestHandlerOptions) => {
  return http.get('*/api/user/invoices', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListInvoicesResponseMock(),
      { status: 200
      })
  }, options)
}

export const getHandleStripeWebhookMockHandler = (overrideResponse?: WebhookAck | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<WebhookAck> | WebhookAck), options?: RequestHandlerOptions) => {
  return http.post('*/api/stripe/webhook', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getHandleStripeWebhookResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetSandboxCheckoutSessionMockHandler = (overrideResponse?: SandboxCheckoutSession | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<SandboxCheckoutSession> | SandboxCheckoutSession), options?: RequestHandlerOptions) => {
  return http.get('*/api/billing/sandbox/checkout-sessions/:id', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetSandboxCheckoutSessionResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCompleteSandboxCheckoutSessionMockHandler = (overrideResponse?: SandboxCheckoutCompletion | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SandboxCheckoutCompletion> | SandboxCheckoutCompletion), options?: RequestHandlerOptions) => {
  return http.post('*/api/billing/sandbox/checkout-sessions/:id/complete', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCompleteSandboxCheckoutSessionResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetSandboxPortalMockHandler = (overrideResponse?: SandboxPortal | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<SandboxPortal> | SandboxPortal), options?: RequestHandlerOptions) => {
  return http.get('*/api/billing/sandbox/portal', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetSandboxPortalResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCancelSandboxSubscriptionMockHandler = (overrideResponse?: SandboxPortal | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SandboxPortal> | SandboxPortal), options?: RequestHandlerOptions) => {
  return http.post('*/api/billing/sandbox/portal/cancel', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCancelSandboxSubscriptionResponseMock(),
      { status: 200
      })
  }, options)
}

export const getResumeSandboxSubscriptionMockHandler = (overrideResponse?: SandboxPortal | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SandboxPortal> | SandboxPortal), options?: RequestHandlerOptions) => {
  return http.post('*/api/billing/sandbox/portal/resume', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getResumeSandboxSubscriptionResponseMock(),
      { status: 200
      })
  }, options)
}

export const getChangeSandboxPlanMockHandler = (overrideResponse?: SandboxPortal | ((info: Parameters<Parameters<typeof http.put>[1]>[0]) => Promise<SandboxPortal> | SandboxPortal), options?: RequestHandlerOptions) => {
  return http.put('*/api/billing/sandbox/portal/plan', async (info: Parameters<Parameters<typeof http.put>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getChangeSandboxPlanResponseMock(),
      { status: 200
      })
  }, options)
}

export const getUpdateSandboxPaymentMethodMockHandler = (overrideResponse?: SandboxPortal | ((info: Parameters<Parameters<typeof http.put>[1]>[0]) => Promise<SandboxPortal> | SandboxPortal), options?: RequestHandlerOptions) => {
  return http.put('*/api/billing/sandbox/portal/payment-method', async (info: Parameters<Parameters<typeof http.put>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUpdateSandboxPaymentMethodResponseMock(),
      { status: 200
      })
  }, options)
}
export const getBillingMock = () => [
  getGetPricingConfigMockHandler(),
  getCreateCheckoutSessionMockHandler(),
  getValidateCouponMockHandler(),
  getCreatePortalSessionMockHandler(),
  getListInvoicesMockHandler(),
  getHandleStripeWebhookMockHandler(),
  getGetSandboxCheckoutSessionMockHandler(),
  getCompleteSandboxCheckoutSessionMockHandler(),
  getGetSandboxPortalMockHandler(),
  getCancelSandboxSubscriptionMockHandler(),
  getResumeSandboxSubscriptionMockHandler(),
  getChangeSandboxPlanMockHandler(),
  getUpdateSandboxPaymentMethodMockHandler()
]
