import { loadConfig } from '../../../platform/config';
import { openDatabase } from '../../../platform/db/database';
import { advanceBatch } from '../engine/advance.service';

// A journey worker process for the crash test: advances due enrollments in small batches as fast as
// it can, until the test kills it with SIGKILL.
const config = loadConfig();
const database = openDatabase(config.databaseUrl ?? '', 4);
process.send?.('ready');
const loop = async () => {
  for (;;) {
    const n = await advanceBatch({ db: database.db }, new Date(), 50);
    if (n === 0) await new Promise((r) => setTimeout(r, 20));
  }
};
// Two loops: concurrent claims inside one process as well as across restarts.
await Promise.all([loop(), loop()]);
