import { Migration } from '@mikro-orm/migrations';

/**
 * Interview sessions, their questions (main and follow-up, in asking order) and the answers with
 * their evaluations. Everything goes with its user; a session keeps its report when the resume or
 * job description it used is deleted (ON DELETE SET NULL).
 */
export class Migration20261122030000Interviewing extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table interview_sessions (
        id uuid primary key,
        seq bigserial not null,
        user_id uuid not null references users (id) on delete cascade,
        resume_id uuid references documents (id) on delete set null,
        job_id uuid references documents (id) on delete set null,
        title text not null,
        interview_type text not null check (interview_type in ('Behavioral', 'Technical', 'Coding')),
        persona text not null,
        format text not null check (format in ('both', 'voice', 'text')),
        duration_minutes integer not null check (duration_minutes between 10 and 45),
        question_count integer not null check (question_count between 2 and 10),
        status text not null check (status in ('in_progress', 'completed')),
        plan jsonb not null,
        job jsonb not null,
        score numeric(3, 1) check (score between 0 and 10),
        skill_scores jsonb not null default '[]'::jsonb,
        improvement_roadmap text not null default '',
        created_at timestamptz not null,
        ended_at timestamptz
      );
    `);
    this.addSql(
      'create index interview_sessions_owner_idx on interview_sessions (user_id, created_at desc);',
    );
    this.addSql('create index interview_sessions_resume_idx on interview_sessions (resume_id);');
    this.addSql('create index interview_sessions_job_idx on interview_sessions (job_id);');
    this.addSql(`
      create table interview_questions (
        id uuid primary key,
        session_id uuid not null references interview_sessions (id) on delete cascade,
        position integer not null,
        main_number integer not null,
        kind text not null check (kind in ('main', 'follow-up')),
        text text not null,
        audio_key text,
        asked_at timestamptz not null,
        unique (session_id, position)
      );
    `);
    this.addSql(`
      create table interview_answers (
        id uuid primary key,
        session_id uuid not null references interview_sessions (id) on delete cascade,
        question_id uuid not null unique references interview_questions (id) on delete cascade,
        answer_text text not null check (char_length(answer_text) <= 5000),
        format text not null,
        evaluation jsonb not null,
        delivery jsonb,
        answered_at timestamptz not null
      );
    `);
    this.addSql('create index interview_answers_session_idx on interview_answers (session_id);');
  }
}
