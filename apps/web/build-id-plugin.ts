import type { Plugin } from 'vite';

export const BUILD_MANIFEST_PATH = 'builds/latest.json';

// Emits dist/builds/latest.json with the id embedded in the bundle; the dev server answers it too.
export function buildIdPlugin(buildId: string): Plugin {
  const body = JSON.stringify({ id: buildId });
  return {
    name: 'ulak-build-id',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!req.url?.startsWith(`/${BUILD_MANIFEST_PATH}`)) return next();
        res.setHeader('content-type', 'application/json');
        res.setHeader('cache-control', 'no-cache');
        res.end(body);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: BUILD_MANIFEST_PATH, source: body });
    },
  };
}

export function createBuildId(): string {
  const fromEnv = process.env.ULAK_BUILD_ID;
  if (fromEnv) return fromEnv;
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}
