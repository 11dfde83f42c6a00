/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export type TourKey = typeof TourKey[keyof typeof TourKey];


export const TourKey = {
  initial_onboarding_tour: 'initial_onboarding_tour',
  post_interview_tour: 'post_interview_tour',
  save_application_tour: 'save_application_tour',
  polish_resume_tour: 'polish_resume_tour',
} as const;
