import { defineProject } from 'vitest/config';
import { leanPasswordDictionaryPlugin } from './lean-password-dictionary';

// Web units: pure logic only (guards, formatting, language, status handling), so a node environment suffices.
export default defineProject({
  plugins: [leanPasswordDictionaryPlugin()],
  define: { __BUILD_ID__: JSON.stringify('test-build') },
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', '*.test.ts'],
    environment: 'node',
  },
});
