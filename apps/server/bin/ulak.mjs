#!/usr/bin/env node
// `ulak <start|api|worker|migrate|seed-demo>`: runs the bundled server of dist/ (no TypeScript loader),
// bundling it first when its sources changed since the last build. `npm run dev` runs the sources with tsx.
import { existsSync } from 'node:fs';
import nodeModule from 'node:module';
import { buildIfStale } from '../../../scripts/build-if-stale.mjs';

// The worker role runs with a bounded V8 heap unless the operator chose one: without a limit V8 sizes the heap
// against the machine's memory and lets a busy sender's heap grow to several times what it holds live (its
// send jobs hold a bounded working set: see SEND_POLICY.claimLimit). The process replaces itself (same pid,
// same arguments) with the old-generation limit WORKER_HEAP_MB (0 keeps V8's default) and a young generation
// of 2 × 8 MB, which the sender's short-lived garbage dies in as well as in V8's default 2 × 16 MB.
const HEAP_FLAG = '--max-old-space-size';
const heapMb = Number(process.env.WORKER_HEAP_MB ?? 128);
const heapChosen = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)].some((arg) =>
  arg.startsWith(HEAP_FLAG),
);
if (process.argv[2] === 'worker' && heapMb > 0 && !heapChosen && typeof process.execve === 'function') {
  const heapFlags = [`${HEAP_FLAG}=${Math.trunc(heapMb)}`, '--max-semi-space-size=8'];
  process.execve(
    process.execPath,
    [process.execPath, ...heapFlags, ...process.execArgv, ...process.argv.slice(1)],
    process.env,
  );
}

// Stack traces name the TypeScript sources through dist/'s source map. Only ours: with process.setSourceMapsEnabled
// Node would also read and keep the maps of every npm package that ships them (sources included), ~8 MB of heap.
if (typeof nodeModule.setSourceMapsSupport === 'function') nodeModule.setSourceMapsSupport(true);
else process.setSourceMapsEnabled(true);
// A deployment may ship dist/ without the sources: then dist/ is what runs.
if (existsSync(new URL('../src/main.ts', import.meta.url))) buildIfStale(['server']);
await import('../dist/main.mjs');
