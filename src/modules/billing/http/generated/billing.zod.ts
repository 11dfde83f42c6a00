/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import * as zod from 'zod';

export const getPricingConfigResponsePRICEPROMONTHLYMin = 0;

export const getPricingConfigResponsePRICEPREMIUMMONTHLYMin = 0;

export const getPricingConfigResponseANNUALDISCOUNTPERCENTMin = 0;
export const getPricingConfigResponseANNUALDISCOUNTPERCENTMax = 100;



export const GetPricingConfigResponse = zod.object({
  "PRICE_PRO_MONTHLY": zod.number().min(getPricingConfigResponsePRICEPROMONTHLYMin).describe('Pro monthly price in dollars.'),
  "PRICE_PREMIUM_MONTHLY": zod.number().min(getPricingConfigResponsePRICEPREMIUMMONTHLYMin).describe('Premium monthly price in dollars.'),
  "ANNUAL_DISCOUNT_PERCENT": zod.number().min(getPricingConfigResponseANNUALDISCOUNTPERCENTMin).max(getPricingConfigResponseANNUALDISCOUNTPERCENTMax),
  "STRIPE_PRICE_ID_PRO_MONTHLY": zod.string(),
  "STRIPE_PRICE_ID_PRO_YEARLY": zod.string(),
  "STRIPE_PRICE_ID_PREMIUM_MONTHLY": zod.string(),
  "STRIPE_PRICE_ID_PREMIUM_YEARLY": zod.string()
})


export const createCheckoutSessionBodyPriceIdMax = 200;

export const createCheckoutSessionBodyPromotionCodeMax = 100;



export const CreateCheckoutSessionBody = zod.object({
  "priceId": zod.string().min(1).max(createCheckoutSessionBodyPriceIdMax).describe('One of the price ids of the pricing configuration.'),
  "promotionCode": zod.string().max(createCheckoutSessionBodyPromotionCodeMax).optional().describe('A coupon that `validateCoupon` accepted.')
})

export const CreateCheckoutSessionResponse = zod.object({
  "url": zod.string().optional().describe('Hosted checkout to redirect the browser to.'),
  "success": zod.literal(true).optional().describe('The existing subscription was changed to the new plan in place.')
}).describe('Exactly one of `url` (redirect there) or `success` (plan changed in place) is present.')


export const validateCouponBodyPromotionCodeMax = 100;



export const ValidateCouponBody = zod.object({
  "promotionCode": zod.string().min(1).max(validateCouponBodyPromotionCodeMax)
})

export const validateCouponResponsePercentOffExclusiveMin = 0;
export const validateCouponResponsePercentOffMax = 100;




export const ValidateCouponResponse = zod.object({
  "valid": zod.boolean(),
  "message": zod.string().describe('e.g. \'20% off applied!\' or \'Invalid or expired coupon.\''),
  "percentOff": zod.number().gt(validateCouponResponsePercentOffExclusiveMin).max(validateCouponResponsePercentOffMax).optional(),
  "amountOff": zod.int().min(1).optional().describe('Amount off in cents.')
})


export const CreatePortalSessionResponse = zod.object({
  "url": zod.string()
})


export const ListInvoicesResponseItem = zod.object({
  "id": zod.string(),
  "date": zod.int().describe('Seconds since the Unix epoch.'),
  "description": zod.string(),
  "amount": zod.int().describe('Amount in cents.'),
  "pdf": zod.url().nullable().describe('Link to the invoice PDF; null when there is none.')
})
export const ListInvoicesResponse = zod.array(ListInvoicesResponseItem)


export const handleStripeWebhookHeaderStripeSignatureMax = 2048;



export const HandleStripeWebhookHeader = zod.object({
  "stripe-signature": zod.string().max(handleStripeWebhookHeaderStripeSignatureMax).describe('Stripe\'s signature header (`t=…,v1=…`).')
})

export const handleStripeWebhookBodyIdMax = 255;

export const handleStripeWebhookBodyTypeMax = 255;



export const HandleStripeWebhookBody = zod.object({
  "id": zod.string().max(handleStripeWebhookBodyIdMax),
  "type": zod.string().max(handleStripeWebhookBodyTypeMax).describe('e.g. `checkout.session.completed`, `customer.subscription.updated`.'),
  "data": zod.object({
  "object": zod.looseObject({

})
})
}).describe('A Stripe event object as Stripe sends it; only the listed fields are read, after the signature was verified.')

export const HandleStripeWebhookResponse = zod.object({
  "received": zod.boolean()
})


export const GetSandboxCheckoutSessionParams = zod.object({
  "id": zod.uuid().describe('The resource\'s id.')
})

export const getSandboxCheckoutSessionResponseAmountMin = 0;

export const getSandboxCheckoutSessionResponseDiscountMin = 0;

export const getSandboxCheckoutSessionResponseAmountDueMin = 0;



export const GetSandboxCheckoutSessionResponse = zod.object({
  "id": zod.uuid(),
  "plan": zod.enum(['Pro', 'Premium']),
  "interval": zod.enum(['month', 'year']),
  "priceId": zod.string(),
  "amount": zod.int().min(getSandboxCheckoutSessionResponseAmountMin).describe('Price for the interval in cents, before the coupon.'),
  "discount": zod.int().min(getSandboxCheckoutSessionResponseDiscountMin).describe('Discount in cents.'),
  "amountDue": zod.int().min(getSandboxCheckoutSessionResponseAmountDueMin).describe('What is charged, in cents.'),
  "currency": zod.string().describe('ISO 4217 code, lower case (e.g. `usd`).'),
  "coupon": zod.union([zod.object({
  "code": zod.string(),
  "percentOff": zod.number().nullable(),
  "amountOff": zod.int().nullable().describe('Cents.')
}),zod.null()]),
  "status": zod.enum(['open', 'complete', 'expired']),
  "expires_at": zod.iso.datetime({"offset":true}),
  "created_at": zod.iso.datetime({"offset":true})
})


export const CompleteSandboxCheckoutSessionParams = zod.object({
  "id": zod.uuid().describe('The resource\'s id.')
})

export const CompleteSandboxCheckoutSessionResponse = zod.object({
  "success": zod.literal(true),
  "redirectUrl": zod.string()
})

