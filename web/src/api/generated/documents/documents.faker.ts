/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import {
  faker
} from '@faker-js/faker';

import {
  DocumentType,
  FileType
} from '../model';
import type {
  Application,
  DocumentLists,
  DownloadUrl,
  MatchAnalysis,
  RenamedDocument,
  ResumeDocument,
  UploadResult
} from '../model';


export const getListDocumentsResponseMock = (overrideResponse: Partial<Extract<DocumentLists, object>> = {}): DocumentLists => ({resumes: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.string.uuid(), file_name: faker.string.alpha({length: {min: 10, max: 20}}), file_type: faker.helpers.arrayElement(Object.values(FileType)), s3_url: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}), undefined]), uploaded_at: faker.date.past().toISOString().slice(0, 19) + 'Z', is_default: faker.datatype.boolean()})), jobDescriptions: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.string.uuid(), file_name: faker.string.alpha({length: {min: 10, max: 20}}), file_type: faker.helpers.arrayElement(Object.values(FileType)), s3_url: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}), undefined]), uploaded_at: faker.date.past().toISOString().slice(0, 19) + 'Z'})), ...overrideResponse})

export const getUploadResumeResponseMock = (overrideResponse: Partial<Extract<UploadResult, object>> = {}): UploadResult => ({dbId: faker.string.uuid(), name: faker.string.alpha({length: {min: 10, max: 20}}), url: faker.string.alpha({length: {min: 10, max: 20}}), type: faker.helpers.arrayElement(Object.values(DocumentType)), ...overrideResponse})

export const getUploadJobDescriptionResponseMock = (overrideResponse: Partial<Extract<UploadResult, object>> = {}): UploadResult => ({dbId: faker.string.uuid(), name: faker.string.alpha({length: {min: 10, max: 20}}), url: faker.string.alpha({length: {min: 10, max: 20}}), type: faker.helpers.arrayElement(Object.values(DocumentType)), ...overrideResponse})

export const getSetDefaultResumeResponseMock = (overrideResponse: Partial<Extract<ResumeDocument, object>> = {}): ResumeDocument => ({id: faker.string.uuid(), file_name: faker.string.alpha({length: {min: 10, max: 20}}), file_type: faker.helpers.arrayElement(Object.values(FileType)), s3_url: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}), undefined]), uploaded_at: faker.date.past().toISOString().slice(0, 19) + 'Z', is_default: faker.datatype.boolean(), ...overrideResponse})

export const getRenameDocumentResponseMock = (overrideResponse: Partial<Extract<RenamedDocument, object>> = {}): RenamedDocument => ({id: faker.string.uuid(), file_name: faker.string.alpha({length: {min: 10, max: 20}}), type: faker.helpers.arrayElement(Object.values(DocumentType)), ...overrideResponse})

export const getGetDocumentDownloadUrlResponseMock = (overrideResponse: Partial<Extract<DownloadUrl, object>> = {}): DownloadUrl => ({url: faker.string.alpha({length: {min: 10, max: 20}}), ...overrideResponse})

export const getDownloadFileResponseMock = (): Blob => (faker.helpers.arrayElement([new Blob([new Uint8Array(faker.number.int({ min: 1, max: 64 }))]), new Blob([new Uint8Array(faker.number.int({ min: 1, max: 64 }))]), new Blob([new Uint8Array(faker.number.int({ min: 1, max: 64 }))]), new Blob([new Uint8Array(faker.number.int({ min: 1, max: 64 }))]), new Blob([new Uint8Array(faker.number.int({ min: 1, max: 64 }))]), new Blob([new Uint8Array(faker.number.int({ min: 1, max: 64 }))])]))

export const getAnalyzeMatchResponseMock = (overrideResponse: Partial<Extract<MatchAnalysis, object>> = {}): MatchAnalysis => ({analysis: faker.string.alpha({length: {min: 10, max: 20}}), score: faker.number.int({min: 0, max: 100}), matchedSkills: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({skill: faker.string.alpha({length: {min: 10, max: 20}}), evidence: faker.string.alpha({length: {min: 10, max: 20}})})), missingSkills: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({skill: faker.string.alpha({length: {min: 10, max: 20}}), evidence: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}), undefined])})), cached: faker.datatype.boolean(), ...overrideResponse})

export const getListApplicationsResponseMock = (): Application[] => (Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.string.uuid(), application_name: faker.string.alpha({length: {min: 10, max: 20}}), resume_id: faker.string.uuid(), job_description_id: faker.string.uuid(), resume_name: faker.string.alpha({length: {min: 10, max: 20}}), job_name: faker.string.alpha({length: {min: 10, max: 20}}), avg_score: faker.helpers.arrayElement([faker.number.float({min: 0, max: 10, fractionDigits: 2}), null]), created_at: faker.date.past().toISOString().slice(0, 19) + 'Z'})))

export const getCreateApplicationResponseMock = (overrideResponse: Partial<Extract<Application, object>> = {}): Application => ({id: faker.string.uuid(), application_name: faker.string.alpha({length: {min: 10, max: 20}}), resume_id: faker.string.uuid(), job_description_id: faker.string.uuid(), resume_name: faker.string.alpha({length: {min: 10, max: 20}}), job_name: faker.string.alpha({length: {min: 10, max: 20}}), avg_score: faker.helpers.arrayElement([faker.number.float({min: 0, max: 10, fractionDigits: 2}), null]), created_at: faker.date.past().toISOString().slice(0, 19) + 'Z', ...overrideResponse})

