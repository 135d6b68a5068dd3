// Loaded with `node --import` by the process tests: any module resolved from the tsx package fails the
// process, so a server that starts under it provably runs without a TypeScript loader (worker threads
// inherit the flag).
import { registerHooks } from 'node:module';

registerHooks({
  resolve(specifier, context, nextResolve) {
    const result = nextResolve(specifier, context);
    if (/[\\/]node_modules[\\/]tsx[\\/]/.test(result.url)) throw new Error(`tsx must not load here: ${result.url}`);
    return result;
  },
});
