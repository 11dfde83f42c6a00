import { EntitySchema } from '@mikro-orm/core';
import type { StoredDocument } from '../domain/document.ts';
import type { StoredMatchResult } from '../domain/match-result.ts';
import type { SavedApplication } from '../domain/saved-application.ts';

const timestamp = { type: 'datetime', columnType: 'timestamptz' } as const;
const text = { type: 'string', columnType: 'text' } as const;

/** The row of a document; the extracted and layout texts are lazy columns, read only when asked for. */
export interface DocumentRow extends StoredDocument {
  extractedText?: string;
  layoutText?: string | null;
  /** The reading the person corrected (a structured resume), null until they do. */
  correctedReading?: unknown;
  /** Assigned by the database; orders documents uploaded in the same instant. */
  seq?: number;
}

export const DocumentEntity = new EntitySchema<DocumentRow>({
  name: 'StoredDocument',
  tableName: 'documents',
  properties: {
    id: { type: 'uuid', primary: true },
    userId: { type: 'uuid' },
    kind: text,
    fileName: text,
    fileType: text,
    sizeBytes: { type: 'integer' },
    storageKey: { ...text, unique: true },
    isDefault: { type: 'boolean' },
    uploadedAt: timestamp,
    origin: { ...text, nullable: true },
    extractedText: { ...text, lazy: true, nullable: true },
    layoutText: { ...text, lazy: true, nullable: true },
    correctedReading: { type: 'json', lazy: true, nullable: true },
    seq: { type: 'bigint', nullable: true, persist: false },
  },
});

export const MatchResultEntity = new EntitySchema<StoredMatchResult>({
  name: 'MatchResult',
  tableName: 'match_analyses',
  properties: {
    resumeId: { type: 'uuid', primary: true },
    jobId: { type: 'uuid', primary: true },
    userId: { type: 'uuid' },
    score: { type: 'integer' },
    matchedSkills: { type: 'json' },
    missingSkills: { type: 'json' },
    analysis: text,
    analyzedAt: timestamp,
  },
});

export const SavedApplicationEntity = new EntitySchema<SavedApplication>({
  name: 'SavedApplication',
  tableName: 'saved_applications',
  properties: {
    id: { type: 'uuid', primary: true },
    userId: { type: 'uuid' },
    name: text,
    resumeId: { type: 'uuid' },
    jobDescriptionId: { type: 'uuid' },
    createdAt: timestamp,
  },
});

export const DOCUMENTS_ENTITIES = [DocumentEntity, MatchResultEntity, SavedApplicationEntity];
