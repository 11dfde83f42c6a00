/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import {
  faker
} from '@faker-js/faker';

import {
  AuthProvider,
  Experience,
  Gender,
  Industry,
  PlanName,
  Role,
  TourKey
} from '../model';
import type {
  CompletedToursResponse,
  DevMail,
  MessageResponse,
  ProfileResponse,
  TokenResponse
} from '../model';


export const getGoogleCallbackResponseMock = (overrideResponse: Partial<Extract<TokenResponse, object>> = {}): TokenResponse => ({token: faker.string.alpha({length: {min: 10, max: 20}}), ...overrideResponse})

export const getSignupResponseMock = (overrideResponse: Partial<Extract<TokenResponse, object>> = {}): TokenResponse => ({token: faker.string.alpha({length: {min: 10, max: 20}}), ...overrideResponse})

export const getLoginResponseMock = (overrideResponse: Partial<Extract<TokenResponse, object>> = {}): TokenResponse => ({token: faker.string.alpha({length: {min: 10, max: 20}}), ...overrideResponse})

export const getRequestPasswordResetResponseMock = (overrideResponse: Partial<Extract<MessageResponse, object>> = {}): MessageResponse => ({message: faker.string.alpha({length: {min: 10, max: 20}}), ...overrideResponse})

export const getResetPasswordResponseMock = (overrideResponse: Partial<Extract<MessageResponse, object>> = {}): MessageResponse => ({message: faker.string.alpha({length: {min: 10, max: 20}}), ...overrideResponse})

export const getRefreshTokenResponseMock = (overrideResponse: Partial<Extract<TokenResponse, object>> = {}): TokenResponse => ({token: faker.string.alpha({length: {min: 10, max: 20}}), ...overrideResponse})

export const getResendVerificationResponseMock = (overrideResponse: Partial<Extract<MessageResponse, object>> = {}): MessageResponse => ({message: faker.string.alpha({length: {min: 10, max: 20}}), ...overrideResponse})

export const getListDevMailboxResponseMock = (): DevMail[] => (Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.string.uuid(), to: faker.internet.email(), subject: faker.string.alpha({length: {min: 10, max: 20}}), text: faker.string.alpha({length: {min: 10, max: 20}}), html: faker.string.alpha({length: {min: 10, max: 20}}), created_at: faker.date.past().toISOString().slice(0, 19) + 'Z'})))

export const getGetProfileResponseMock = (overrideResponse: Partial<Extract<ProfileResponse, object>> = {}): ProfileResponse => ({user: {id: faker.string.uuid(), name: faker.string.alpha({length: {min: 10, max: 20}}), email: faker.internet.email(), role: faker.helpers.arrayElement(Object.values(Role)), job_title: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}), null]), industry: faker.helpers.arrayElement([faker.helpers.arrayElement(Object.values(Industry)),null,]), experience: faker.helpers.arrayElement([faker.helpers.arrayElement(Object.values(Experience)),null,]), gender: faker.helpers.arrayElement([faker.helpers.arrayElement(Object.values(Gender)),null,]), auth_provider: faker.helpers.arrayElement(Object.values(AuthProvider)), email_verified: faker.datatype.boolean(), used_polish_feature: faker.datatype.boolean(), completedTours: faker.helpers.arrayElements(Object.values(TourKey)), created_at: faker.date.past().toISOString().slice(0, 19) + 'Z', trial_ends_at: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', null])}, subscription: {planName: faker.helpers.arrayElement(Object.values(PlanName)), status: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}), null]), current_period_end: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', null]), cancel_at_period_end: faker.datatype.boolean()}, ...overrideResponse})

export const getUpdateProfileResponseMock = (overrideResponse: Partial<Extract<ProfileResponse, object>> = {}): ProfileResponse => ({user: {id: faker.string.uuid(), name: faker.string.alpha({length: {min: 10, max: 20}}), email: faker.internet.email(), role: faker.helpers.arrayElement(Object.values(Role)), job_title: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}), null]), industry: faker.helpers.arrayElement([faker.helpers.arrayElement(Object.values(Industry)),null,]), experience: faker.helpers.arrayElement([faker.helpers.arrayElement(Object.values(Experience)),null,]), gender: faker.helpers.arrayElement([faker.helpers.arrayElement(Object.values(Gender)),null,]), auth_provider: faker.helpers.arrayElement(Object.values(AuthProvider)), email_verified: faker.datatype.boolean(), used_polish_feature: faker.datatype.boolean(), completedTours: faker.helpers.arrayElements(Object.values(TourKey)), created_at: faker.date.past().toISOString().slice(0, 19) + 'Z', trial_ends_at: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', null])}, subscription: {planName: faker.helpers.arrayElement(Object.values(PlanName)), status: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}), null]), current_period_end: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', null]), cancel_at_period_end: faker.datatype.boolean()}, ...overrideResponse})

export const getChangePasswordResponseMock = (overrideResponse: Partial<Extract<MessageResponse, object>> = {}): MessageResponse => ({message: faker.string.alpha({length: {min: 10, max: 20}}), ...overrideResponse})

export const getCompleteTourResponseMock = (overrideResponse: Partial<Extract<CompletedToursResponse, object>> = {}): CompletedToursResponse => ({completedTours: faker.helpers.arrayElements(Object.values(TourKey)), ...overrideResponse})

export const getCompleteAllToursResponseMock = (overrideResponse: Partial<Extract<CompletedToursResponse, object>> = {}): CompletedToursResponse => ({completedTours: faker.helpers.arrayElements(Object.values(TourKey)), ...overrideResponse})

