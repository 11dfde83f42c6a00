import { EntitySchema } from '@mikro-orm/core';
import type { User } from '../domain/user.ts';
import type { OneTimeTokenRecord } from '../ports/one-time-token-repository.ts';
import type { RefreshTokenRecord } from '../ports/refresh-token-repository.ts';

const timestamp = { type: 'datetime', columnType: 'timestamptz' } as const;
const optionalTimestamp = { ...timestamp, nullable: true } as const;
const optionalText = { type: 'string', columnType: 'text', nullable: true } as const;
const text = { type: 'string', columnType: 'text' } as const;

export const UserEntity = new EntitySchema<User>({
  name: 'User',
  tableName: 'users',
  properties: {
    id: { type: 'uuid', primary: true },
    name: text,
    email: text,
    emailNormalized: { ...text, unique: true },
    passwordHash: optionalText,
    role: text,
    authProvider: text,
    googleSubject: optionalText,
    emailVerified: { type: 'boolean' },
    usedPolishFeature: { type: 'boolean' },
    completedTours: { type: 'json' },
    jobTitle: optionalText,
    industry: optionalText,
    experience: optionalText,
    gender: optionalText,
    status: text,
    tokenVersion: { type: 'integer' },
    trialEndsAt: optionalTimestamp,
    lastLoginAt: optionalTimestamp,
    createdAt: timestamp,
    updatedAt: timestamp,
  },
});

export const RefreshTokenEntity = new EntitySchema<RefreshTokenRecord>({
  name: 'RefreshToken',
  tableName: 'refresh_tokens',
  properties: {
    id: { type: 'uuid', primary: true },
    userId: { type: 'uuid' },
    familyId: { type: 'uuid' },
    tokenHash: text,
    persistent: { type: 'boolean' },
    createdAt: timestamp,
    expiresAt: timestamp,
    usedAt: optionalTimestamp,
    revokedAt: optionalTimestamp,
  },
});

export const OneTimeTokenEntity = new EntitySchema<OneTimeTokenRecord>({
  name: 'OneTimeToken',
  tableName: 'one_time_tokens',
  properties: {
    id: { type: 'uuid', primary: true },
    userId: { type: 'uuid' },
    purpose: text,
    tokenHash: text,
    createdAt: timestamp,
    expiresAt: timestamp,
    usedAt: optionalTimestamp,
  },
});

export interface OutboxMail {
  id: string;
  /** Assigned by the database; orders mails written in the same instant. */
  seq?: number;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  headers?: Record<string, string> | null;
  createdAt: Date;
}

export const OutboxMailEntity = new EntitySchema<OutboxMail>({
  name: 'OutboxMail',
  tableName: 'outbox_mails',
  properties: {
    id: { type: 'uuid', primary: true },
    seq: { type: 'bigint', nullable: true, persist: false },
    toAddress: text,
    subject: text,
    textBody: text,
    htmlBody: text,
    headers: { type: 'json', nullable: true },
    createdAt: timestamp,
  },
});

export const IDENTITY_ENTITIES = [UserEntity, RefreshTokenEntity, OneTimeTokenEntity, OutboxMailEntity];
