import { loadConfig } from '../../../platform/config';
import { createLogger } from '../../../platform/logger';
import { openDatabase } from '../../../platform/db/database';
import { createDeps } from '../../../platform/bootstrap';
import { startWorker } from '../../../platform/jobs/worker';
import { JOBS } from '../../registry';
import { registerChannelProvider } from '../channel-provider';
import { recoverStuckSends, SEND_POLICY } from '../send-batch.service';
import { sinkEmailProvider } from '../test-sink-provider';

// A worker process for the chaos test: the real job list, an email provider pointed at the test's
// SMTP sink, and short lease/grace times so a killed predecessor's messages come back within seconds.
const config = loadConfig();
const database = openDatabase(config.databaseUrl ?? '', 10);
const smtpUrl = config.smtpUrl ?? '';
const { deps } = createDeps(config, database, createLogger(config), smtpUrl);
registerChannelProvider(sinkEmailProvider(smtpUrl, true));
SEND_POLICY.leaseMs = 8_000;
SEND_POLICY.graceMs = 2_000;
SEND_POLICY.claimLimit = 250;
await startWorker(deps, JOBS, []);
// The minute cron is too slow for the test: look for a dead predecessor's work every second.
setInterval(() => void recoverStuckSends(deps).catch(() => undefined), 1000);
process.send?.('ready');
