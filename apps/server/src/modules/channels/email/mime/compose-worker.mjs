// Worker thread entry: the TypeScript worker through tsx's loader, as bin/ulak.mjs does for the process.
import { register } from 'tsx/esm/api';

register();
await import('./compose-worker.ts');
