// Worker thread entry when running from the sources (npm run dev, tests): the TypeScript worker through
// tsx's loader. The bundle (dist/) has its own compose-worker.mjs beside main.mjs.
import { register } from 'tsx/esm/api';

register();
await import('./compose-worker.ts');
