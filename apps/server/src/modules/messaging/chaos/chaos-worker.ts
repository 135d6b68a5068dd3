import { loadConfig } from '../../../platform/config';
import { createLogger } from '../../../platform/logger';
import { openDatabase } from '../../../platform/db/database';
import { createDeps } from '../../../platform/bootstrap';
import { startWorker } from '../../../platform/jobs/worker';
import { JOBS } from '../../registry';
import { registerChannelProvider } from '../channel-provider';
import { SEND_POLICY } from '../send-batch.service';
import { sinkEmailProvider } from '../test-sink-provider';

// A worker process for the chaos test: the real job list and crons, the default lease and recovery loop (the
// test checks the take-over time they give), and an email provider pointed at the test's SMTP sink.
const config = loadConfig();
const database = openDatabase(config.databaseUrl ?? '', 10);
const smtpUrl = config.smtpUrl ?? '';
const { deps } = createDeps(config, database, createLogger(config), smtpUrl);
registerChannelProvider(sinkEmailProvider(smtpUrl, true));
SEND_POLICY.claimLimit = 250;
await startWorker(deps, JOBS, []);
process.send?.('ready');
