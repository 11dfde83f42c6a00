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
  "pdf": zod.string().nullable().describe('Link to the invoice PDF (Stripe\'s, or a signed link of our own that expires within the hour; read the list again for a fresh one); null when there is none yet.')
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
  "object": zod.record(zod.string(), zod.unknown())
})
}).describe('A Stripe event object as Stripe sends it; only the listed fields are read, after the signature was verified. The one request body open to fields it does not list: Stripe adds fields to its events over time, and a refused delivery would be retried for days.')

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

export const completeSandboxCheckoutSessionBodyCardholderNameMax = 200;

export const completeSandboxCheckoutSessionBodyCardNumberMin = 12;
export const completeSandboxCheckoutSessionBodyCardNumberMax = 23;


export const completeSandboxCheckoutSessionBodyCardNumberRegExp = new RegExp('^[0-9 ]+$');
export const completeSandboxCheckoutSessionBodyExpiryRegExp = new RegExp('^(0[1-9]|1[0-2]) ?/ ?[0-9]{2}$');
export const completeSandboxCheckoutSessionBodyCvcRegExp = new RegExp('^[0-9]{3,4}$');


export const CompleteSandboxCheckoutSessionBody = zod.object({
  "cardholderName": zod.string().min(1).max(completeSandboxCheckoutSessionBodyCardholderNameMax),
  "cardNumber": zod.string().min(completeSandboxCheckoutSessionBodyCardNumberMin).max(completeSandboxCheckoutSessionBodyCardNumberMax).regex(completeSandboxCheckoutSessionBodyCardNumberRegExp).describe('Digits, spaces allowed between groups.'),
  "expiry": zod.string().regex(completeSandboxCheckoutSessionBodyExpiryRegExp).describe('MM/YY, not in the past.'),
  "cvc": zod.string().regex(completeSandboxCheckoutSessionBodyCvcRegExp)
}).describe('A sandbox test card. Never a real card; only the brand and last four digits are kept.')

export const CompleteSandboxCheckoutSessionResponse = zod.object({
  "success": zod.literal(true),
  "redirectUrl": zod.string()
})


export const getSandboxPortalResponseCardOneLast4RegExp = new RegExp('^[0-9]{4}$');
export const getSandboxPortalResponseCardOneExpMonthMax = 12;



export const GetSandboxPortalResponse = zod.object({
  "subscription": zod.union([zod.object({
  "id": zod.string(),
  "plan": zod.enum(['Pro', 'Premium']),
  "interval": zod.enum(['month', 'year']),
  "priceId": zod.string(),
  "status": zod.string().describe('As Stripe names it (`active`, `canceled`, …).'),
  "current_period_end": zod.iso.datetime({"offset":true}),
  "cancel_at_period_end": zod.boolean()
}),zod.null()]).describe('The newest subscription of the billing account; null when none was ever started.'),
  "card": zod.union([zod.object({
  "brand": zod.string().describe('e.g. `visa`, `mastercard`.'),
  "last4": zod.string().regex(getSandboxPortalResponseCardOneLast4RegExp),
  "expMonth": zod.int().min(1).max(getSandboxPortalResponseCardOneExpMonthMax),
  "expYear": zod.int()
}),zod.null()])
})


export const cancelSandboxSubscriptionResponseCardOneLast4RegExp = new RegExp('^[0-9]{4}$');
export const cancelSandboxSubscriptionResponseCardOneExpMonthMax = 12;



export const CancelSandboxSubscriptionResponse = zod.object({
  "subscription": zod.union([zod.object({
  "id": zod.string(),
  "plan": zod.enum(['Pro', 'Premium']),
  "interval": zod.enum(['month', 'year']),
  "priceId": zod.string(),
  "status": zod.string().describe('As Stripe names it (`active`, `canceled`, …).'),
  "current_period_end": zod.iso.datetime({"offset":true}),
  "cancel_at_period_end": zod.boolean()
}),zod.null()]).describe('The newest subscription of the billing account; null when none was ever started.'),
  "card": zod.union([zod.object({
  "brand": zod.string().describe('e.g. `visa`, `mastercard`.'),
  "last4": zod.string().regex(cancelSandboxSubscriptionResponseCardOneLast4RegExp),
  "expMonth": zod.int().min(1).max(cancelSandboxSubscriptionResponseCardOneExpMonthMax),
  "expYear": zod.int()
}),zod.null()])
})


export const resumeSandboxSubscriptionResponseCardOneLast4RegExp = new RegExp('^[0-9]{4}$');
export const resumeSandboxSubscriptionResponseCardOneExpMonthMax = 12;



export const ResumeSandboxSubscriptionResponse = zod.object({
  "subscription": zod.union([zod.object({
  "id": zod.string(),
  "plan": zod.enum(['Pro', 'Premium']),
  "interval": zod.enum(['month', 'year']),
  "priceId": zod.string(),
  "status": zod.string().describe('As Stripe names it (`active`, `canceled`, …).'),
  "current_period_end": zod.iso.datetime({"offset":true}),
  "cancel_at_period_end": zod.boolean()
}),zod.null()]).describe('The newest subscription of the billing account; null when none was ever started.'),
  "card": zod.union([zod.object({
  "brand": zod.string().describe('e.g. `visa`, `mastercard`.'),
  "last4": zod.string().regex(resumeSandboxSubscriptionResponseCardOneLast4RegExp),
  "expMonth": zod.int().min(1).max(resumeSandboxSubscriptionResponseCardOneExpMonthMax),
  "expYear": zod.int()
}),zod.null()])
})


export const changeSandboxPlanBodyPriceIdMax = 200;



export const ChangeSandboxPlanBody = zod.object({
  "priceId": zod.string().min(1).max(changeSandboxPlanBodyPriceIdMax).describe('One of the price ids of the pricing configuration.')
})

export const changeSandboxPlanResponseCardOneLast4RegExp = new RegExp('^[0-9]{4}$');
export const changeSandboxPlanResponseCardOneExpMonthMax = 12;



export const ChangeSandboxPlanResponse = zod.object({
  "subscription": zod.union([zod.object({
  "id": zod.string(),
  "plan": zod.enum(['Pro', 'Premium']),
  "interval": zod.enum(['month', 'year']),
  "priceId": zod.string(),
  "status": zod.string().describe('As Stripe names it (`active`, `canceled`, …).'),
  "current_period_end": zod.iso.datetime({"offset":true}),
  "cancel_at_period_end": zod.boolean()
}),zod.null()]).describe('The newest subscription of the billing account; null when none was ever started.'),
  "card": zod.union([zod.object({
  "brand": zod.string().describe('e.g. `visa`, `mastercard`.'),
  "last4": zod.string().regex(changeSandboxPlanResponseCardOneLast4RegExp),
  "expMonth": zod.int().min(1).max(changeSandboxPlanResponseCardOneExpMonthMax),
  "expYear": zod.int()
}),zod.null()])
})


export const updateSandboxPaymentMethodBodyCardholderNameMax = 200;

export const updateSandboxPaymentMethodBodyCardNumberMin = 12;
export const updateSandboxPaymentMethodBodyCardNumberMax = 23;


export const updateSandboxPaymentMethodBodyCardNumberRegExp = new RegExp('^[0-9 ]+$');
export const updateSandboxPaymentMethodBodyExpiryRegExp = new RegExp('^(0[1-9]|1[0-2]) ?/ ?[0-9]{2}$');
export const updateSandboxPaymentMethodBodyCvcRegExp = new RegExp('^[0-9]{3,4}$');


export const UpdateSandboxPaymentMethodBody = zod.object({
  "cardholderName": zod.string().min(1).max(updateSandboxPaymentMethodBodyCardholderNameMax),
  "cardNumber": zod.string().min(updateSandboxPaymentMethodBodyCardNumberMin).max(updateSandboxPaymentMethodBodyCardNumberMax).regex(updateSandboxPaymentMethodBodyCardNumberRegExp).describe('Digits, spaces allowed between groups.'),
  "expiry": zod.string().regex(updateSandboxPaymentMethodBodyExpiryRegExp).describe('MM/YY, not in the past.'),
  "cvc": zod.string().regex(updateSandboxPaymentMethodBodyCvcRegExp)
}).describe('A sandbox test card. Never a real card; only the brand and last four digits are kept.')

export const updateSandboxPaymentMethodResponseCardOneLast4RegExp = new RegExp('^[0-9]{4}$');
export const updateSandboxPaymentMethodResponseCardOneExpMonthMax = 12;



export const UpdateSandboxPaymentMethodResponse = zod.object({
  "subscription": zod.union([zod.object({
  "id": zod.string(),
  "plan": zod.enum(['Pro', 'Premium']),
  "interval": zod.enum(['month', 'year']),
  "priceId": zod.string(),
  "status": zod.string().describe('As Stripe names it (`active`, `canceled`, …).'),
  "current_period_end": zod.iso.datetime({"offset":true}),
  "cancel_at_period_end": zod.boolean()
}),zod.null()]).describe('The newest subscription of the billing account; null when none was ever started.'),
  "card": zod.union([zod.object({
  "brand": zod.string().describe('e.g. `visa`, `mastercard`.'),
  "last4": zod.string().regex(updateSandboxPaymentMethodResponseCardOneLast4RegExp),
  "expMonth": zod.int().min(1).max(updateSandboxPaymentMethodResponseCardOneExpMonthMax),
  "expYear": zod.int()
}),zod.null()])
})

