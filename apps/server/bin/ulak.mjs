#!/usr/bin/env node
// `ulak <start|api|worker|migrate|seed-demo>`: runs the bundled server of dist/ (no TypeScript loader),
// bundling it first when its sources changed since the last build. `npm run dev` runs the sources with tsx.
import { existsSync } from 'node:fs';
import { buildIfStale } from '../../../scripts/build-if-stale.mjs';

process.setSourceMapsEnabled(true);
// A deployment may ship dist/ without the sources: then dist/ is what runs.
if (existsSync(new URL('../src/main.ts', import.meta.url))) buildIfStale(['server']);
await import('../dist/main.mjs');
