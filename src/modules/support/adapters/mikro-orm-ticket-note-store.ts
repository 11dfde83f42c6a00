import type { Orm } from '../../../shared/persistence/database.ts';
import { runSql } from '../../../shared/persistence/raw-sql.ts';
import { dateOf, type SqlDate } from '../../../shared/persistence/sql-values.ts';
import type { StaffRole } from '../domain/ticket.ts';
import type { TicketNote } from '../domain/ticket-note.ts';
import type { TicketNoteStore } from '../ports/ticket-note-store.ts';

interface NoteRow {
  id: string;
  ticket_id: string;
  author_id: string | null;
  author_role: StaffRole;
  author_name: string;
  note: string;
  created_at: SqlDate;
}

export class MikroOrmTicketNoteStore implements TicketNoteStore {
  readonly #orm: Orm;
  constructor(orm: Orm) {
    this.#orm = orm;
  }

  async add(note: TicketNote): Promise<void> {
    await runSql(
      this.#orm,
      `insert into support_ticket_notes (id, ticket_id, author_id, author_role, author_name, note, created_at)
       values (?, ?, ?, ?, ?, ?, ?)`,
      [note.id, note.ticketId, note.authorId, note.authorRole, note.authorName, note.note, note.createdAt],
    );
  }

  async listOf(ticketId: string): Promise<TicketNote[]> {
    const rows = await runSql<NoteRow[]>(
      this.#orm,
      `select id, ticket_id, author_id, author_role, author_name, note, created_at
         from support_ticket_notes where ticket_id = ? order by created_at, id`,
      [ticketId],
    );
    return rows.map((r) => ({
      id: r.id,
      ticketId: r.ticket_id,
      // the author's account may have been deleted since: the note keeps the name it was signed with
      authorId: r.author_id ?? '',
      authorRole: r.author_role,
      authorName: r.author_name,
      note: r.note,
      createdAt: dateOf(r.created_at),
    }));
  }
}
