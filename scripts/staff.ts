/**
 * `make staff EMAIL=… ROLE=admin|support`: makes an account staff, creating it (e-mail verified,
 * with a generated password printed once) when it does not exist yet.
 */
import { RequestContext } from '@mikro-orm/core';
import { createApplication } from '../src/application.ts';
import { loadConfig } from '../src/config.ts';
import { IDENTITY } from '../src/modules/identity/index.ts';
import { createLogger } from '../src/shared/logging/logger.ts';

const [email, role = 'admin'] = process.argv.slice(2);
if (!email || (role !== 'admin' && role !== 'support' && role !== 'user')) {
  console.error('Usage: make staff EMAIL=person@example.com ROLE=admin|support');
  process.exit(2);
}
const application = await createApplication(loadConfig(), createLogger('warn'), {
  serveWeb: false,
  workJobs: false,
});
try {
  const result = await RequestContext.create(application.orm.em, () =>
    application.resolve(IDENTITY.ProvisionAccounts).grantRole(email, role),
  );
  console.log(
    result.password
      ? `Created ${result.email} as ${result.role}. Password (shown once): ${result.password}`
      : `${result.email} is now ${result.role}.`,
  );
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await application.close();
}
