/** `make migrate`: applies pending migrations to the configured database (PostgreSQL or embedded). */
import { embeddedDatabaseDir } from '../src/application.ts';
import { moduleEntities } from '../src/composition-root.ts';
import { loadConfig } from '../src/config.ts';
import { migrate, openDatabase } from '../src/shared/persistence/database.ts';

const config = loadConfig();
const orm = await openDatabase({
  url: config.DATABASE_URL,
  embeddedDir: embeddedDatabaseDir(config),
  entities: moduleEntities(),
});
try {
  const ran = await migrate(orm);
  const where = config.DATABASE_URL ? 'PostgreSQL' : `embedded database in ${embeddedDatabaseDir(config)}`;
  console.log(
    ran.length > 0
      ? `Applied ${ran.length} migration(s) to the ${where}: ${ran.join(', ')}`
      : `The ${where} is up to date.`,
  );
} finally {
  await orm.close();
}
