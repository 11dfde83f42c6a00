import type { Counted } from '../../../shared/kernel/paging.ts';
import type { Orm } from '../../../shared/persistence/database.ts';
import { type PagedSelect, selectPage } from '../../../shared/persistence/paged-select.ts';
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

/**
 * The page and count of the ticket desk a query selects, most recently updated first: the desk's
 * index, a status its own (Open tickets a partial index), the search the trigram indexes of the
 * message and of the owner's name and e-mail.
 */
export function ticketDeskSelect(query: TicketSearch): PagedSelect {
  const where: string[] = [];
  const params: unknown[] = [];
  if (query.status) {
    where.push('t.status = ?');
    params.push(query.status);
  }
  const search = query.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    // each side of the "or" through its own index: the message's trigrams, and the owners found
    // by the trigrams of their name or e-mail, then their tickets
    where.push(
      `t.id in (select m.id from support_tickets m where m.message ilike ? escape '\\'
                  union
                  select o.id from users p join support_tickets o on o.user_id = p.id
                   where p.name ilike ? escape '\\' or p.email ilike ? escape '\\')`,
    );
    params.push(pattern, pattern, pattern);
  }
  return {
    columns: OWNER_COLUMNS,
    from: OWNER_FROM,
    // the owner only adds columns
    countFrom: 'support_tickets t',
    where,
    params,
    orderBy: 't.updated_at desc, t.id',
    page: query.page,
    limit: query.limit,
  };
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

  async search(query: TicketSearch): Promise<{ tickets: TicketWithOwner[]; total: Counted }> {
    const { rows, total } = await selectPage<OwnedRow>(this.#orm, ticketDeskSelect(query));
    return { tickets: rows.map(ownedOf), total };
  }
}
