import type { SkillScore } from '../../coaching/index.ts';
import type { Orm } from '../../../shared/persistence/database.ts';
import { runSql } from '../../../shared/persistence/raw-sql.ts';
import type { InterviewSession, SessionQuestion, StoredAnswer, StoredEvaluation } from '../domain/session.ts';
import type { EndedSession, SessionRepository } from '../ports/session-repository.ts';
import { InterviewQuestionEntity, InterviewSessionEntity } from './mikro-orm-entities.ts';
import { type Row, toAnswer, toQuestion, toSession } from './mikro-orm-session-rows.ts';

/** Sessions over MikroORM: inserts through the entities, reads as hand-written SQL. */
export class MikroOrmSessionRepository implements SessionRepository {
  readonly #orm: Orm;
  constructor(orm: Orm) {
    this.#orm = orm;
  }

  #sql(sql: string, params: unknown[] = []): Promise<Row[]> {
    return runSql<Row[]>(this.#orm, sql, params);
  }

  async createSession(session: InterviewSession): Promise<void> {
    await this.#orm.em.insert(InterviewSessionEntity, { ...session });
  }

  async addQuestion(question: SessionQuestion): Promise<void> {
    await this.#orm.em.insert(InterviewQuestionEntity, { ...question });
  }

  async setQuestionAudio(questionId: string, audioKey: string): Promise<void> {
    await this.#sql('update interview_questions set audio_key = ? where id = ?', [audioKey, questionId]);
  }

  async findOwned(userId: string, sessionId: string): Promise<InterviewSession | null> {
    const rows = await this.#sql('select * from interview_sessions where id = ? and user_id = ?', [
      sessionId,
      userId,
    ]);
    return rows[0] ? toSession(rows[0]) : null;
  }

  async findById(sessionId: string): Promise<InterviewSession | null> {
    const rows = await this.#sql('select * from interview_sessions where id = ?', [sessionId]);
    return rows[0] ? toSession(rows[0]) : null;
  }

  async openSessionsOf(userId: string): Promise<InterviewSession[]> {
    const rows = await this.#sql(
      "select * from interview_sessions where user_id = ? and status = 'in_progress'",
      [userId],
    );
    return rows.map(toSession);
  }

  async endSessionsDueBy(instant: Date, limit: number): Promise<EndedSession[]> {
    // the open sessions' own index in start order (interview_sessions_open_since_idx): it holds
    // only the sessions not yet ended, so the read stops after the batch, never walking history
    // the batch is chosen once (a CTE, materialised: a subquery could be run again for each row
    // and, skipping locked rows, choose others)
    const rows = await this.#sql(
      `with due as materialized (
         select id from interview_sessions
          where status = 'in_progress' and created_at <= ?
            and created_at + duration_minutes * interval '1 minute' <= ?
          order by created_at limit ? for update skip locked)
       update interview_sessions s
          set status = 'completed', ended_at = s.created_at + s.duration_minutes * interval '1 minute'
         from due
        where s.id = due.id and s.status = 'in_progress'
        returning s.id, s.user_id, s.interview_type`,
      [instant, instant, limit],
    );
    return rows.map((r) => ({
      id: r.id as string,
      userId: r.user_id as string,
      interviewType: r.interview_type as EndedSession['interviewType'],
    }));
  }

  async questionsOf(sessionId: string): Promise<SessionQuestion[]> {
    const rows = await this.#sql('select * from interview_questions where session_id = ? order by position', [
      sessionId,
    ]);
    return rows.map(toQuestion);
  }

  async answersOf(sessionId: string): Promise<StoredAnswer[]> {
    const rows = await this.#sql('select * from interview_answers where session_id = ?', [sessionId]);
    return rows.map(toAnswer);
  }

  async addAnswer(answer: StoredAnswer): Promise<boolean> {
    const rows = await this.#sql(
      `insert into interview_answers (id, session_id, question_id, answer_text, format, evaluation, delivery, answered_at)
       values (?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?)
       on conflict (question_id) do nothing
       returning id`,
      [
        answer.id,
        answer.sessionId,
        answer.questionId,
        answer.answerText,
        answer.format,
        JSON.stringify(answer.evaluation),
        answer.delivery ? JSON.stringify(answer.delivery) : null,
        answer.answeredAt.toISOString(),
      ],
    );
    return rows.length === 1;
  }

  async findAnswer(answerId: string): Promise<{ answer: StoredAnswer; userId: string } | null> {
    const rows = await this.#sql(
      `select a.*, s.user_id as owner_id from interview_answers a
         join interview_sessions s on s.id = a.session_id where a.id = ?`,
      [answerId],
    );
    const row = rows[0];
    return row ? { answer: toAnswer(row), userId: row.owner_id as string } : null;
  }

  async saveEvaluation(answerId: string, evaluation: StoredEvaluation): Promise<void> {
    await this.#sql('update interview_answers set evaluation = ?::jsonb where id = ?', [
      JSON.stringify(evaluation),
      answerId,
    ]);
  }

  async complete(sessionId: string, endedAt: Date): Promise<boolean> {
    const rows = await this.#sql(
      `update interview_sessions set status = 'completed', ended_at = ?
        where id = ? and status = 'in_progress' returning id`,
      [endedAt.toISOString(), sessionId],
    );
    return rows.length === 1;
  }

  async saveReport(
    sessionId: string,
    report: { score: number | null; skillScores: SkillScore[]; roadmap: string },
  ): Promise<void> {
    await this.#sql(
      'update interview_sessions set score = ?, skill_scores = ?::jsonb, improvement_roadmap = ? where id = ?',
      [report.score, JSON.stringify(report.skillScores), report.roadmap, sessionId],
    );
  }

  async audioKeysOf(userId: string): Promise<string[]> {
    const rows = await this.#sql(
      `select q.audio_key from interview_questions q join interview_sessions s on s.id = q.session_id
        where s.user_id = ? and q.audio_key is not null`,
      [userId],
    );
    return rows.map((r) => r.audio_key as string);
  }
}
