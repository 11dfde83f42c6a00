/**
 * The staff list queries the plan check and explain-lists.ts look at: a name, the select, the index
 * it should read. Searches ask for a part of one seeded person's e-mail (ivan.eriksen1234@…), as
 * staff looking someone up do.
 */
import { activitySelect } from '../../src/modules/admin/adapters/mikro-orm-activity-log.ts';
import { auditSelect } from '../../src/modules/admin/adapters/mikro-orm-audit-trail.ts';
import { peopleSelect } from '../../src/modules/admin/adapters/mikro-orm-user-directory.ts';
import { ticketDeskSelect } from '../../src/modules/support/adapters/mikro-orm-ticket-repository.ts';
import type { PagedSelect } from '../../src/shared/persistence/paged-select.ts';

/**
 * Each case: a name, the select, the index its page must read, and whether its filter selects most
 * rows (no filter, or Resolved tickets), when a count may read the table from its start: it stops
 * at the cap after a little more than the cap's rows.
 */
export function LIST_CASES(): [string, PagedSelect, RegExp, boolean][] {
  const page = { page: 1, limit: 20 };
  const from = new Date(Date.now() - 37 * 86_400_000);
  const to = new Date(Date.now() - 30 * 86_400_000);
  return [
    ['people', peopleSelect(page), /users_created_idx/, true],
    [
      'people by e-mail fragment',
      peopleSelect({ ...page, search: 'eriksen1234' }),
      /users_(email|name)_trgm/,
      false,
    ],
    ['people on page 3', peopleSelect({ ...page, page: 3 }), /users_created_idx/, true],
    ['audit log', auditSelect(page), /audit_log_created/, true],
    ['audit log by actor', auditSelect({ ...page, actor: 'grace' }), /audit_log_actor_seq/, false],
    ['audit log by action', auditSelect({ ...page, action: 'user.suspend' }), /audit_log_action_seq/, false],
    ['audit log by date', auditSelect({ ...page, from, to }), /audit_log_created/, false],
    ['activity log', activitySelect(page), /activity_events_created/, true],
    [
      'activity log by event',
      activitySelect({ ...page, event: 'login.failed' }),
      /activity_events_event_seq/,
      false,
    ],
    [
      'activity log search',
      activitySelect({ ...page, search: 'eriksen1234' }),
      /activity_events_\w+_trgm/,
      false,
    ],
    ['ticket desk', ticketDeskSelect(page), /support_tickets_desk/, true],
    [
      'ticket desk, Open',
      ticketDeskSelect({ ...page, status: 'Open' }),
      /support_tickets_(open|status)_desk/,
      false,
    ],
    [
      'ticket desk, Resolved',
      ticketDeskSelect({ ...page, status: 'Resolved' }),
      /support_tickets_\w*desk/,
      true,
    ],
    ['ticket desk search', ticketDeskSelect({ ...page, search: 'eriksen1234' }), /_trgm/, false],
  ];
}
