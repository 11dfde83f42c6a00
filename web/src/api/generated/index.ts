export * from './admin/admin.ts';
export * from './billing/billing.ts';
export * from './documents/documents.ts';
export * from './identity/identity.ts';
export * from './interviewing/interviewing.ts';
export * from './operations/operations.ts';
export * from './polishing/polishing.ts';
export * from './support/support.ts';
