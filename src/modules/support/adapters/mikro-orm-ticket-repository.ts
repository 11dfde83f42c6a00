import type { Orm } from '../../../shared/persistence/database.ts';
import { selectPage } from '../../../shared/persistence/paged-select.ts';
import { runSql } from '../../../shared/persistence/raw-sql.ts';
import { containsPattern, dateOf, type SqlDate } from '../../../shared/persistence/sql-values.ts';
import type { AuthorRole, ConversationEntry, FeedbackType, Ticket, TicketStatus } from '../domain/ticket.ts';
import type { TicketRepository, TicketSearch, TicketWithOwner } from '../ports/ticket-repository.ts';

interface TicketRow {
  id: string;
  user_id: string;
  feedback_type: FeedbackType;
  message: string;
  status: TicketStatus;
  created_at: SqlDate;
  updated_at: SqlDate;
}
interface OwnedRow extends TicketRow {
  user_name: string;
  user_email: string;
}
interface EntryRow {
  id: string;
  ticket_id: string;
  author_role: AuthorRole;
  author_name: string;
  response: string;
  created_at: SqlDate;
}

const COLUMNS = 't.id, t.user_id, t.feedback_type, t.message, t.status, t.created_at, t.updated_at';
const OWNER_COLUMNS = `${COLUMNS}, u.name as user_name, u.email as user_email`;
const OWNER_FROM = 'support_tickets t join users u on u.id = t.user_id';
const WITH_OWNER = `${OWNER_COLUMNS} from ${OWNER_FROM}`;

function ticketOf(row: TicketRow): Ticket {
  return {
    id: row.id,
    userId: row.user_id,
    feedbackType: row.feedback_type,
    message: row.message,
    status: row.status,
    createdAt: dateOf(row.created_at),
    updatedAt: dateOf(row.updated_at),
  };
}

function ownedOf(row: OwnedRow): TicketWithOwner {
  return { ...ticketOf(row), owner: { id: row.user_id, name: row.user_name, email: row.user_email } };
}

export class MikroOrmTicketRepository implements TicketRepository {
  readonly #orm: Orm;
  constructor(orm: Orm) {
    this.#orm = orm;
  }

  async create(ticket: Ticket): Promise<void> {
    await runSql(
      this.#orm,
      `insert into support_tickets (id, user_id, feedback_type, message, status, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?)`,
      [
        ticket.id,
        ticket.userId,
        ticket.feedbackType,
        ticket.message,
        ticket.status,
        ticket.createdAt,
        ticket.updatedAt,
      ],
    );
  }

  async listOf(userId: string): Promise<Ticket[]> {
    const rows = await runSql<TicketRow[]>(
      this.#orm,
      `select ${COLUMNS} from support_tickets t where t.user_id = ? order by t.updated_at desc, t.id`,
      [userId],
    );
    return rows.map(ticketOf);
  }

  async findById(id: string): Promise<Ticket | null> {
    const [row] = await runSql<TicketRow[]>(
      this.#orm,
      `select ${COLUMNS} from support_tickets t where t.id = ?`,
      [id],
    );
    return row ? ticketOf(row) : null;
  }

  async findWithOwner(id: string): Promise<TicketWithOwner | null> {
    const [row] = await runSql<OwnedRow[]>(this.#orm, `select ${WITH_OWNER} where t.id = ?`, [id]);
    return row ? ownedOf(row) : null;
  }

  async conversationOf(ticketId: string): Promise<ConversationEntry[]> {
    const rows = await runSql<EntryRow[]>(
      this.#orm,
      `select id, ticket_id, author_role, author_name, response, created_at
         from support_ticket_responses where ticket_id = ? order by created_at, id`,
      [ticketId],
    );
    return rows.map((r) => ({
      id: r.id,
      ticketId: r.ticket_id,
      authorRole: r.author_role,
      authorName: r.author_name,
      response: r.response,
      createdAt: dateOf(r.created_at),
    }));
  }

  async addEntry(entry: ConversationEntry & { authorId?: string }): Promise<void> {
    await runSql(
      this.#orm,
      `insert into support_ticket_responses (id, ticket_id, author_role, author_name, response, created_at)
       values (?, ?, ?, ?, ?, ?)`,
      [entry.id, entry.ticketId, entry.authorRole, entry.authorName, entry.response, entry.createdAt],
    );
  }

  async update(id: string, status: TicketStatus, at: Date): Promise<void> {
    await runSql(this.#orm, 'update support_tickets set status = ?, updated_at = ? where id = ?', [
      status,
      at,
      id,
    ]);
  }

  async search(query: TicketSearch): Promise<{ tickets: TicketWithOwner[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.status) {
      where.push('t.status = ?');
      params.push(query.status);
    }
    const search = query.search?.trim();
    if (search) {
      const pattern = containsPattern(search);
      where.push(
        `(t.message ilike ? escape '\\' or u.name ilike ? escape '\\' or u.email ilike ? escape '\\')`,
      );
      params.push(pattern, pattern, pattern);
    }
    const { rows, total } = await selectPage<OwnedRow>(this.#orm, {
      columns: OWNER_COLUMNS,
      from: OWNER_FROM,
      where,
      params,
      orderBy: 't.updated_at desc, t.id',
      page: query.page,
      limit: query.limit,
    });
    return { tickets: rows.map(ownedOf), total };
  }
}
