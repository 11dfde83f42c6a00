import { Migration } from '@mikro-orm/migrations';

/**
 * Resumes and job descriptions (one table, `kind` tells them apart) with their extracted text, the
 * stored match analysis of each resume and job pair, and saved applications. Rows go with their
 * user; analyses and saved applications go with either of their documents. Other modules that
 * point at a document (interview sessions) use ON DELETE SET NULL so their reports survive.
 */
export class Migration20261122020000Documents extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table documents (
        id uuid primary key,
        seq bigserial not null,
        user_id uuid not null references users (id) on delete cascade,
        kind text not null check (kind in ('resume', 'job')),
        file_name text not null,
        file_type text not null check (file_type in ('pdf', 'docx', 'txt')),
        size_bytes integer not null check (size_bytes >= 0),
        storage_key text not null unique,
        is_default boolean not null default false check (kind = 'resume' or not is_default),
        uploaded_at timestamptz not null,
        extracted_text text not null
      );
    `);
    this.addSql('create index documents_owner_idx on documents (user_id, kind, uploaded_at desc);');
    this.addSql('create unique index documents_one_default_resume on documents (user_id) where is_default;');
    this.addSql(`
      create table match_analyses (
        resume_id uuid not null references documents (id) on delete cascade,
        job_id uuid not null references documents (id) on delete cascade,
        user_id uuid not null references users (id) on delete cascade,
        score integer not null check (score between 0 and 100),
        matched_skills jsonb not null,
        missing_skills jsonb not null,
        analysis text not null,
        analyzed_at timestamptz not null,
        primary key (resume_id, job_id)
      );
    `);
    this.addSql('create index match_analyses_job_idx on match_analyses (job_id);');
    this.addSql(`
      create table saved_applications (
        id uuid primary key,
        seq bigserial not null,
        user_id uuid not null references users (id) on delete cascade,
        name text not null,
        resume_id uuid not null references documents (id) on delete cascade,
        job_description_id uuid not null references documents (id) on delete cascade,
        created_at timestamptz not null
      );
    `);
    this.addSql(
      'create index saved_applications_owner_idx on saved_applications (user_id, created_at desc);',
    );
    this.addSql('create index saved_applications_resume_idx on saved_applications (resume_id);');
    this.addSql('create index saved_applications_job_idx on saved_applications (job_description_id);');
  }
}
