import type { SkillScore } from '../../coaching/index.ts';
import type { Orm } from '../../../shared/persistence/database.ts';
import { runSql } from '../../../shared/persistence/raw-sql.ts';
import type { InterviewSession, SessionQuestion, StoredAnswer, StoredEvaluation } from '../domain/session.ts';
import type { HistoryQuery, HistoryRow, SessionRepository } from '../ports/session-repository.ts';
import { InterviewQuestionEntity, InterviewSessionEntity } from './mikro-orm-entities.ts';

type Row = Record<string, unknown>;

const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
const date = (value: unknown): Date => new Date(value as string);

function toSession(r: Row): InterviewSession {
  return {
    id: r.id as string,
    userId: r.user_id as string,
    resumeId: (r.resume_id as string | null) ?? null,
    jobId: (r.job_id as string | null) ?? null,
    title: r.title as string,
    interviewType: r.interview_type as InterviewSession['interviewType'],
    persona: r.persona as InterviewSession['persona'],
    format: r.format as InterviewSession['format'],
    durationMinutes: Number(r.duration_minutes),
    questionCount: Number(r.question_count),
    status: r.status as InterviewSession['status'],
    plan: json(r.plan),
    job: json(r.job),
    score: num(r.score),
    skillScores: json<SkillScore[]>(r.skill_scores).map((s) => ({ skill: s.skill, score: Number(s.score) })),
    improvementRoadmap: r.improvement_roadmap as string,
    createdAt: date(r.created_at),
    endedAt: r.ended_at ? date(r.ended_at) : null,
  };
}

function toQuestion(r: Row): SessionQuestion {
  return {
    id: r.id as string,
    sessionId: r.session_id as string,
    position: Number(r.position),
    mainNumber: Number(r.main_number),
    kind: r.kind as SessionQuestion['kind'],
    text: r.text as string,
    audioKey: (r.audio_key as string | null) ?? null,
    askedAt: date(r.asked_at),
  };
}

function toAnswer(r: Row): StoredAnswer {
  return {
    id: r.id as string,
    sessionId: r.session_id as string,
    questionId: r.question_id as string,
    answerText: r.answer_text as string,
    format: r.format as StoredAnswer['format'],
    evaluation: json(r.evaluation),
    delivery: r.delivery ? json(r.delivery) : null,
    answeredAt: date(r.answered_at),
  };
}

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

  async countStarted(userId: string): Promise<number> {
    const rows = await this.#sql('select count(*) as n from interview_sessions where user_id = ?', [userId]);
    return Number(rows[0]?.n ?? 0);
  }

  async stats(userId: string): Promise<{ totalSessions: number; averageScore: number | null }> {
    const rows = await this.#sql(
      'select count(*) as n, avg(score) as average from interview_sessions where user_id = ?',
      [userId],
    );
    return { totalSessions: Number(rows[0]?.n ?? 0), averageScore: num(rows[0]?.average) };
  }

  async history(userId: string, query: HistoryQuery): Promise<{ rows: HistoryRow[]; total: number }> {
    const where = ['user_id = ?'];
    const params: unknown[] = [userId];
    if (query.since) {
      where.push('created_at >= ?');
      params.push(query.since.toISOString());
    }
    if (query.type) {
      where.push('interview_type = ?');
      params.push(query.type);
    }
    if (query.search) {
      where.push(`title ilike ? escape '\\'`);
      params.push(`%${query.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
    }
    const filter = where.join(' and ');
    const [count, rows] = await Promise.all([
      this.#sql(`select count(*) as n from interview_sessions where ${filter}`, params),
      this.#sql(
        `select id, title, created_at, score, interview_type from interview_sessions where ${filter}
          order by created_at desc, seq desc limit ? offset ?`,
        [...params, query.limit, (query.page - 1) * query.limit],
      ),
    ]);
    return {
      total: Number(count[0]?.n ?? 0),
      rows: rows.map((r) => ({
        id: r.id as string,
        title: r.title as string,
        createdAt: date(r.created_at),
        score: num(r.score),
        interviewType: r.interview_type as HistoryRow['interviewType'],
      })),
    };
  }

  async averagesFor(
    userId: string,
    pairs: { resumeId: string; jobDescriptionId: string }[],
  ): Promise<(number | null)[]> {
    if (pairs.length === 0) return [];
    const rows = await this.#sql(
      `select resume_id, job_id, avg(score) as average from interview_sessions
        where user_id = ? and score is not null group by resume_id, job_id`,
      [userId],
    );
    const averages = new Map(rows.map((r) => [`${r.resume_id}/${r.job_id}`, num(r.average)]));
    return pairs.map((p) => {
      const average = averages.get(`${p.resumeId}/${p.jobDescriptionId}`);
      return average === undefined || average === null ? null : Math.round(average * 10) / 10;
    });
  }
}
