import type { Orm } from '../../../shared/persistence/database.ts';
import { runSql } from '../../../shared/persistence/raw-sql.ts';
import type { ContactMessage, FeedbackEntry, SupportInbox } from '../ports/support-inbox.ts';

export class MikroOrmSupportInbox implements SupportInbox {
  readonly #orm: Orm;
  constructor(orm: Orm) {
    this.#orm = orm;
  }

  async saveFeedback(entry: FeedbackEntry): Promise<void> {
    await runSql(
      this.#orm,
      'insert into feedback (id, user_id, feedback_type, message, created_at) values (?, ?, ?, ?, ?)',
      [entry.id, entry.userId, entry.feedbackType, entry.message, entry.createdAt],
    );
  }

  async saveContactMessage(message: ContactMessage): Promise<void> {
    await runSql(
      this.#orm,
      'insert into contact_messages (id, name, email, message, created_at) values (?, ?, ?, ?, ?)',
      [message.id, message.name, message.email, message.message, message.createdAt],
    );
  }
}
