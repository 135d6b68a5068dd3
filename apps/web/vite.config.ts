import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildIdPlugin, createBuildId } from './build-id-plugin';
import { earlyRequestsPlugin } from './early-requests-plugin';
import { entryPriorityPlugin } from './entry-priority-plugin';
import { leanPasswordDictionaryPlugin } from './lean-password-dictionary';
import { pageChunksPlugin } from './page-chunks-plugin';
import { pagePreloadsPlugin } from './page-preloads-plugin';
import { precompressPlugin } from './precompress-plugin';
import { pureIconsPlugin } from './pure-icons-plugin';

const here = path.dirname(fileURLToPath(import.meta.url));
const buildId = createBuildId();
const apiTarget = process.env.ULAK_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root: here,
  plugins: [
    react(),
    buildIdPlugin(buildId),
    earlyRequestsPlugin(),
    entryPriorityPlugin(),
    leanPasswordDictionaryPlugin(),
    pageChunksPlugin(),
    pagePreloadsPlugin(),
    precompressPlugin(),
    pureIconsPlugin(),
  ],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '^/t/': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: path.join(here, 'dist'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    // Route splitting leaves dozens of chunks of a few hundred bytes (a page's hook, a shared helper): each
    // costs the page a request and its headers. Chunks smaller than this are merged into a chunk that
    // loads with them, where that changes no module's evaluation order.
    rollupOptions: { output: { experimentalMinChunkSize: 8_000 } },
  },
});
