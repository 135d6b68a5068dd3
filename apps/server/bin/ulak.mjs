#!/usr/bin/env node
// `ulak <start|api|worker|migrate|seed-demo>`: runs the TypeScript entry point through tsx's loader.
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
