import { loadConfig } from '../../../platform/config';
import { createLogger } from '../../../platform/logger';
import { openDatabase } from '../../../platform/db/database';
import { createDeps } from '../../../platform/bootstrap';
import { pushConsents } from '../iys-push.service';

// A worker process for the kill -9 test: pushes one account's consents until the test kills it.
const config = loadConfig();
const database = openDatabase(config.databaseUrl ?? '', 4);
// System mail is never sent here; the transport only needs an address.
const { deps } = createDeps(config, database, createLogger(config), config.smtpUrl ?? 'smtp://127.0.0.1:9');
const accountId = Number(process.env.IYS_ACCOUNT_ID);
process.send?.('ready');
for (;;) await pushConsents(deps, accountId, 60_000);
