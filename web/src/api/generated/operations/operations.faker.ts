/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import {
  faker
} from '@faker-js/faker';

import type {
  HealthStatus,
  PublicConfig,
  ReadinessStatus
} from '../model';


export const getGetHealthResponseMock = (overrideResponse: Partial<Extract<HealthStatus, object>> = {}): HealthStatus => ({status: faker.helpers.arrayElement(['ok'] as const), ...overrideResponse})

export const getGetReadinessResponseMock = (overrideResponse: Partial<Extract<ReadinessStatus, object>> = {}): ReadinessStatus => ({status: faker.helpers.arrayElement(['ready','unavailable'] as const), checks: {database: faker.helpers.arrayElement(['ok','error'] as const), queue: faker.helpers.arrayElement(['ok','error'] as const)}, queue: faker.helpers.arrayElement([{depth: faker.number.int({min: 0}), oldestJobAgeSeconds: faker.helpers.arrayElement([faker.number.int({min: 0}), null]), deadLetters: faker.number.int({min: 0})}, undefined]), ...overrideResponse})

export const getGetPublicConfigResponseMock = (overrideResponse: Partial<Extract<PublicConfig, object>> = {}): PublicConfig => ({sentryDsn: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}), null]), googleSignInEnabled: faker.datatype.boolean(), speechToTextEnabled: faker.datatype.boolean(), textToSpeechEnabled: faker.datatype.boolean(), paymentProvider: faker.helpers.arrayElement(['sandbox','stripe'] as const), requireEmailVerification: faker.datatype.boolean(), trialDays: faker.number.int({min: 0}), ...overrideResponse})

