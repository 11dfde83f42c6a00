/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import * as zod from 'zod';

export const StartGoogleSignInResponse = zod.void()


export const googleCallbackBodyCodeMax = 2048;

export const googleCallbackBodyStateMax = 512;



export const GoogleCallbackBody = zod.object({
  "code": zod.string().min(1).max(googleCallbackBodyCodeMax).describe('The authorization code Google returned to `/auth/callback`.'),
  "state": zod.string().max(googleCallbackBodyStateMax).optional().describe('The `state` Google returned; must equal the `oauth_state` cookie (400 when missing or different).')
})

export const GoogleCallbackResponse = zod.object({
  "token": zod.string().describe('JWT access token for the `x-auth-token` header.')
})


export const signupBodyNameMax = 200;

export const signupBodyEmailMax = 254;

export const signupBodyPasswordMax = 128;



export const SignupBody = zod.object({
  "name": zod.string().min(1).max(signupBodyNameMax).describe('Full name (first and last name joined by a space).'),
  "email": zod.email().max(signupBodyEmailMax),
  "password": zod.string().max(signupBodyPasswordMax).describe('At least 8 characters with an uppercase letter, a lowercase letter, a number and one of !@#$%^&* (checked on the server in that order with the spec\'s messages).')
})

export const SignupResponse = zod.object({
  "token": zod.string().describe('JWT access token for the `x-auth-token` header.')
})


export const loginBodyEmailMax = 254;

export const loginBodyPasswordMax = 128;

export const loginBodyRememberMeDefault = false;

export const LoginBody = zod.object({
  "email": zod.email().max(loginBodyEmailMax),
  "password": zod.string().min(1).max(loginBodyPasswordMax),
  "rememberMe": zod.boolean().default(loginBodyRememberMeDefault).describe('Keep the refresh cookie after the browser closes.')
})

export const LoginResponse = zod.object({
  "token": zod.string().describe('JWT access token for the `x-auth-token` header.')
})


export const requestPasswordResetBodyEmailMax = 254;



export const RequestPasswordResetBody = zod.object({
  "email": zod.email().max(requestPasswordResetBodyEmailMax)
})

export const RequestPasswordResetResponse = zod.object({
  "message": zod.string()
})


export const resetPasswordBodyTokenMax = 512;

export const resetPasswordBodyPasswordMax = 128;



export const ResetPasswordBody = zod.object({
  "token": zod.string().min(1).max(resetPasswordBodyTokenMax),
  "password": zod.string().max(resetPasswordBodyPasswordMax).describe('New password; same strength rules and messages as sign-up.')
})

export const ResetPasswordResponse = zod.object({
  "message": zod.string()
})


export const RefreshTokenResponse = zod.object({
  "token": zod.string().describe('JWT access token for the `x-auth-token` header.')
})


export const LogoutResponse = zod.void()


export const ResendVerificationResponse = zod.object({
  "message": zod.string()
})


export const verifyEmailQueryTokenMax = 512;



export const VerifyEmailQueryParams = zod.object({
  "token": zod.coerce.string().min(1).max(verifyEmailQueryTokenMax).describe('The single-use verification token from the mail.')
})

export const VerifyEmailResponse = zod.void()


export const listDevMailboxQueryToMax = 254;

export const listDevMailboxQueryLimitDefault = 50;
export const listDevMailboxQueryLimitMax = 200;



export const ListDevMailboxQueryParams = zod.object({
  "to": zod.email().max(listDevMailboxQueryToMax).optional().describe('Only mails sent to this address (case-insensitive).'),
  "limit": zod.coerce.number().int().min(1).max(listDevMailboxQueryLimitMax).default(listDevMailboxQueryLimitDefault).describe('Maximum number of mails returned.')
})

export const ListDevMailboxResponseItem = zod.object({
  "id": zod.uuid(),
  "to": zod.email(),
  "subject": zod.string(),
  "text": zod.string(),
  "html": zod.string(),
  "created_at": zod.iso.datetime({"offset":true})
})
export const ListDevMailboxResponse = zod.array(ListDevMailboxResponseItem)


export const GetProfileResponse = zod.object({
  "user": zod.object({
  "id": zod.uuid(),
  "name": zod.string(),
  "email": zod.email(),
  "role": zod.enum(['user', 'admin', 'support']),
  "job_title": zod.string().nullable(),
  "industry": zod.union([zod.enum(['Technology', 'Finance', 'Healthcare', 'Education', 'Retail & E-commerce', 'Manufacturing', 'Consulting', 'Media & Entertainment', 'Government', 'Non-profit', 'Other']),zod.null()]),
  "experience": zod.union([zod.enum(['Student', '0-2 years', '3-5 years', '6-10 years', '10+ years']),zod.null()]),
  "gender": zod.union([zod.enum(['Male', 'Female', 'Non-binary', 'Prefer not to say']),zod.null()]),
  "auth_provider": zod.enum(['email', 'google']),
  "email_verified": zod.boolean(),
  "used_polish_feature": zod.boolean().describe('True once the Free plan\'s one-time AI resume polish was used.'),
  "completedTours": zod.array(zod.enum(['initial_onboarding_tour', 'post_interview_tour', 'save_application_tour', 'polish_resume_tour'])),
  "created_at": zod.iso.datetime({"offset":true}),
  "trial_ends_at": zod.iso.datetime({"offset":true}).nullable().describe('End of the Pro trial; null when the account never had one.')
}),
  "subscription": zod.object({
  "planName": zod.enum(['Free', 'Pro', 'Premium']),
  "status": zod.string().nullable().describe('Provider status (`active`, `trialing`, `past_due`, `canceled`, `incomplete`, …); null without a subscription.'),
  "current_period_end": zod.iso.datetime({"offset":true}).nullable(),
  "cancel_at_period_end": zod.boolean()
})
})


export const updateProfileBodyNameMax = 200;

export const updateProfileBodyJobTitleMax = 200;



export const UpdateProfileBody = zod.object({
  "name": zod.string().min(1).max(updateProfileBodyNameMax).optional(),
  "job_title": zod.string().max(updateProfileBodyJobTitleMax).nullish(),
  "industry": zod.union([zod.enum(['Technology', 'Finance', 'Healthcare', 'Education', 'Retail & E-commerce', 'Manufacturing', 'Consulting', 'Media & Entertainment', 'Government', 'Non-profit', 'Other']),zod.null()]).optional(),
  "experience": zod.union([zod.enum(['Student', '0-2 years', '3-5 years', '6-10 years', '10+ years']),zod.null()]).optional(),
  "gender": zod.union([zod.enum(['Male', 'Female', 'Non-binary', 'Prefer not to say']),zod.null()]).optional()
}).describe('Any subset of the editable fields; null clears an optional field.')

export const UpdateProfileResponse = zod.object({
  "user": zod.object({
  "id": zod.uuid(),
  "name": zod.string(),
  "email": zod.email(),
  "role": zod.enum(['user', 'admin', 'support']),
  "job_title": zod.string().nullable(),
  "industry": zod.union([zod.enum(['Technology', 'Finance', 'Healthcare', 'Education', 'Retail & E-commerce', 'Manufacturing', 'Consulting', 'Media & Entertainment', 'Government', 'Non-profit', 'Other']),zod.null()]),
  "experience": zod.union([zod.enum(['Student', '0-2 years', '3-5 years', '6-10 years', '10+ years']),zod.null()]),
  "gender": zod.union([zod.enum(['Male', 'Female', 'Non-binary', 'Prefer not to say']),zod.null()]),
  "auth_provider": zod.enum(['email', 'google']),
  "email_verified": zod.boolean(),
  "used_polish_feature": zod.boolean().describe('True once the Free plan\'s one-time AI resume polish was used.'),
  "completedTours": zod.array(zod.enum(['initial_onboarding_tour', 'post_interview_tour', 'save_application_tour', 'polish_resume_tour'])),
  "created_at": zod.iso.datetime({"offset":true}),
  "trial_ends_at": zod.iso.datetime({"offset":true}).nullable().describe('End of the Pro trial; null when the account never had one.')
}),
  "subscription": zod.object({
  "planName": zod.enum(['Free', 'Pro', 'Premium']),
  "status": zod.string().nullable().describe('Provider status (`active`, `trialing`, `past_due`, `canceled`, `incomplete`, …); null without a subscription.'),
  "current_period_end": zod.iso.datetime({"offset":true}).nullable(),
  "cancel_at_period_end": zod.boolean()
})
})


export const changePasswordBodyCurrentPasswordMax = 128;

export const changePasswordBodyNewPasswordMax = 128;



export const ChangePasswordBody = zod.object({
  "currentPassword": zod.string().min(1).max(changePasswordBodyCurrentPasswordMax),
  "newPassword": zod.string().max(changePasswordBodyNewPasswordMax).describe('New password; same strength rules as sign-up (\'New password must be at least 8 characters long.\' first).')
})

export const ChangePasswordResponse = zod.object({
  "message": zod.string()
})


export const deleteAccountBodyPasswordMax = 128;

export const deleteAccountBodyConfirmEmailMax = 254;



export const DeleteAccountBody = zod.object({
  "password": zod.string().max(deleteAccountBodyPasswordMax).optional().describe('The account\'s current password.'),
  "confirmEmail": zod.string().max(deleteAccountBodyConfirmEmailMax).optional().describe('The account\'s e-mail address typed again (case-insensitive).')
}).describe('The confirmation of an account deletion: `password` for an account with a password,\n`confirmEmail` for one without (Google sign-in). The other field is not read.\n')

export const DeleteAccountResponse = zod.void()


export const CompleteTourBody = zod.object({
  "tour_key": zod.enum(['initial_onboarding_tour', 'post_interview_tour', 'save_application_tour', 'polish_resume_tour'])
})

export const CompleteTourResponse = zod.object({
  "completedTours": zod.array(zod.enum(['initial_onboarding_tour', 'post_interview_tour', 'save_application_tour', 'polish_resume_tour']))
})


export const CompleteAllToursResponse = zod.object({
  "completedTours": zod.array(zod.enum(['initial_onboarding_tour', 'post_interview_tour', 'save_application_tour', 'polish_resume_tour']))
})

