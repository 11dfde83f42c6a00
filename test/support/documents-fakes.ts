import type { StructuredResume } from '../../src/modules/coaching/index.ts';
import { DownloadLinks } from '../../src/modules/documents/application/download-links.ts';
import { UploadDocument } from '../../src/modules/documents/application/upload-document.ts';
import type {
  DocumentKind,
  DocumentOrigin,
  StoredDocument,
} from '../../src/modules/documents/domain/document.ts';
import type { StoredMatchResult } from '../../src/modules/documents/domain/match-result.ts';
import type { SavedApplication } from '../../src/modules/documents/domain/saved-application.ts';
import type { ApplicationScores } from '../../src/modules/documents/ports/application-scores.ts';
import type { DocumentRepository } from '../../src/modules/documents/ports/document-repository.ts';
import type { FileStorage, StoredObject } from '../../src/modules/documents/ports/file-storage.ts';
import type { MatchEngine } from '../../src/modules/documents/ports/match-engine.ts';
import type { MatchResultRepository } from '../../src/modules/documents/ports/match-result-repository.ts';
import type { ProblemLog } from '../../src/modules/documents/ports/problem-log.ts';
import type { SavedApplicationRepository } from '../../src/modules/documents/ports/saved-application-repository.ts';
import type { TextExtractor } from '../../src/modules/documents/ports/text-extractor.ts';
import { AppError } from '../../src/shared/kernel/app-error.ts';
import { FixedClock } from '../../src/shared/kernel/clock.ts';
import type { Ids } from '../../src/shared/kernel/ids.ts';
import type { UnitOfWork } from '../../src/shared/kernel/unit-of-work.ts';

/** Documents in a map; `beforeCreate` lets a test interfere with the insert (fail it, race it). */
export class InMemoryDocuments implements DocumentRepository {
  /** `layout` null or absent: stored before layouts were kept. */
  readonly rows = new Map<
    string,
    { document: StoredDocument; text: string; layout?: string | null; reading?: StructuredResume | null }
  >();
  beforeCreate: (() => void | Promise<void>) | undefined;

  async create(document: StoredDocument, text: string, layout: string) {
    await this.beforeCreate?.();
    this.rows.set(document.id, { document: { ...document }, text, layout });
  }
  #all() {
    return [...this.rows.values()].map((r) => ({ ...r.document }));
  }
  async findOwned(userId: string, id: string, kind: DocumentKind) {
    return this.#all().find((d) => d.id === id && d.userId === userId && d.kind === kind) ?? null;
  }
  async findByStorageKey(key: string) {
    return this.#all().find((d) => d.storageKey === key) ?? null;
  }
  async listOwned(userId: string, kind: DocumentKind) {
    return this.#all()
      .filter((d) => d.userId === userId && d.kind === kind)
      .reverse();
  }
  async countOwned(userId: string, kind: DocumentKind, origin?: DocumentOrigin) {
    const owned = await this.listOwned(userId, kind);
    return origin ? owned.filter((d) => (d.origin ?? 'upload') === origin).length : owned.length;
  }
  async textOf(id: string) {
    const row = this.rows.get(id);
    return row ? { text: row.text, layout: row.layout ?? null, reading: row.reading ?? null } : null;
  }
  async layoutPending(after: string | null, limit: number) {
    return [...this.rows.values()]
      .map((r) => ({ ...r, id: r.document.id }))
      .filter((r) => (r.layout ?? null) === null && r.document.fileType !== 'txt')
      .filter((r) => after === null || r.id > after)
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .slice(0, limit)
      .map((r) => ({
        id: r.id,
        fileType: r.document.fileType as 'pdf' | 'docx',
        storageKey: r.document.storageKey,
      }));
  }
  async storeLayout(id: string, layout: string) {
    const row = this.rows.get(id);
    if (row && (row.layout ?? null) === null) row.layout = layout;
  }
  async storeReading(id: string, reading: StructuredResume | null) {
    const row = this.rows.get(id);
    if (row) row.reading = reading === null ? null : structuredClone(reading);
  }
  async rename(id: string, fileName: string) {
    const row = this.rows.get(id);
    if (row) row.document.fileName = fileName;
  }
  async setDefaultResume(userId: string, id: string) {
    for (const row of this.rows.values()) {
      if (row.document.userId === userId && row.document.kind === 'resume')
        row.document.isDefault = row.document.id === id;
    }
  }
  async ensureDefaultResume(userId: string) {
    const resumes = await this.listOwned(userId, 'resume');
    const current = resumes.find((r) => r.isDefault) ?? resumes[0];
    if (current) await this.setDefaultResume(userId, current.id);
    return current?.id ?? null;
  }
  async delete(id: string) {
    this.rows.delete(id);
  }
  async storageKeysOf(userId: string) {
    return this.#all()
      .filter((d) => d.userId === userId)
      .map((d) => d.storageKey);
  }
  async lockOwner() {}
}

export class InMemoryStorage implements FileStorage {
  readonly objects = new Map<string, StoredObject>();
  failDeletes = false;
  async put(key: string, bytes: Uint8Array, contentType: string) {
    if (this.objects.has(key)) throw new Error('exists');
    this.objects.set(key, { bytes: new Uint8Array(bytes), contentType });
  }
  async get(key: string) {
    return this.objects.get(key) ?? null;
  }
  async delete(key: string) {
    if (this.failDeletes) throw new Error('storage is down');
    this.objects.delete(key);
  }
  async signedUrl(key: string, options: { expiresAt: Date }) {
    return `memory://${key}?until=${options.expiresAt.toISOString()}`;
  }
}

/** A Free-plan user who may upload one of each kind; records what it was asked. */
export class FreePlanGate {
  readonly asked: number[] = [];
  verified = true;
  async assertWithinFreeAllowance(_userId: string, _limit: string, alreadyUsed: number, message?: string) {
    this.asked.push(alreadyUsed);
    if (alreadyUsed >= 1) throw new AppError('UPGRADE_REQUIRED', message ?? 'upgrade');
  }
  async assertMayUseAi() {
    if (!this.verified) throw new AppError('EMAIL_NOT_VERIFIED', 'verify');
  }
}

/** Every port the documents use cases take, faked; each test passes on only the ones it needs. */
export function documentsFakes() {
  const documents = new InMemoryDocuments();
  const storage = new InMemoryStorage();
  const access = new FreePlanGate();
  const matchRows = new Map<string, StoredMatchResult>();
  const savedApplications: SavedApplication[] = [];
  const warnings: string[] = [];
  let next = 0;
  const clock = new FixedClock('2026-11-22T09:00:00Z');
  const extractor: TextExtractor = {
    extract: async () => ({ text: 'extracted text', layout: 'extracted text' }),
    close: async () => {},
  };
  const matches: MatchResultRepository = {
    find: async (resumeId, jobId) => matchRows.get(`${resumeId}/${jobId}`) ?? null,
    save: async (result) => {
      matchRows.set(`${result.resumeId}/${result.jobId}`, result);
    },
    forgetResume: async (resumeId) => {
      for (const key of matchRows.keys()) if (key.startsWith(`${resumeId}/`)) matchRows.delete(key);
    },
  };
  const matchEngine: MatchEngine = {
    analyze: async () => ({ score: 70, matchedSkills: [], missingSkills: [], analysis: 'ok' }),
  };
  const applications: SavedApplicationRepository = {
    create: async (a) => {
      savedApplications.push(a);
    },
    listOwned: async () => [],
  };
  const scores: ApplicationScores = { averagesFor: async (_u, pairs) => pairs.map(() => null) };
  const unitOfWork: UnitOfWork = { run: (work) => work() };
  const ids: Ids = { next: () => `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}` };
  const problems: ProblemLog = { warn: (_context, message) => warnings.push(message) };
  const links = new DownloadLinks(storage, clock, 300);
  return {
    documents,
    storage,
    access,
    extractor,
    matches,
    matchRows,
    matchEngine,
    applications,
    savedApplications,
    scores,
    unitOfWork,
    clock,
    ids,
    problems,
    warnings,
    links,
  };
}

export type DocumentsFakes = ReturnType<typeof documentsFakes>;

/** An UploadDocument over the fakes; `extractor` replaces theirs. */
export function uploadDocumentWith(
  f: DocumentsFakes,
  extractor: TextExtractor = f.extractor,
): UploadDocument {
  return new UploadDocument(
    f.documents,
    f.storage,
    extractor,
    f.access,
    f.unitOfWork,
    f.links,
    f.clock,
    f.ids,
    f.problems,
  );
}
