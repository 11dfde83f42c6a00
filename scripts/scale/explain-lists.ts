/**
 * `node scripts/scale/explain-lists.ts <database URL>`: EXPLAIN ANALYZE of the page and the count
 * of each staff list on a seeded PostgreSQL database, with the time each took (the same cases as
 * lists.check.spec.ts).
 */
import pg from 'pg';
import { pagedStatements, type Statement } from '../../src/shared/persistence/paged-select.ts';
import { LIST_CASES } from './list-cases.ts';

const url = process.argv[2] ?? process.env.DATABASE_URL;
if (!url) {
  console.error('Usage: node scripts/scale/explain-lists.ts postgresql://host/database');
  process.exit(2);
}
/** `?` placeholders (as the ORM takes them) to PostgreSQL's `$n`. */
const numbered = (s: Statement) => {
  let n = 0;
  return s.sql.replace(/\?/g, () => `$${++n}`);
};
const client = new pg.Client({ connectionString: url });
await client.connect();
try {
  for (const [name, select] of LIST_CASES()) {
    const { page, count } = pagedStatements(select);
    for (const [what, s] of [
      ['page', page],
      ['count', count],
    ] as const) {
      const plan = (await client.query(`explain (analyze, buffers off) ${numbered(s)}`, s.params)).rows
        .map((r) => String(r['QUERY PLAN']))
        .join('\n');
      const total = /Execution Time: ([\d.]+) ms/.exec(plan)?.[1];
      console.log(`\n=== ${name}, ${what}: ${total} ms\n${plan}`);
    }
  }
} finally {
  await client.end();
}
