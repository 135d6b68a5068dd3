import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Channel modules sit one level deeper (modules/channels/<channel>/).
  schema: ['./src/modules/*/*.tables.ts', './src/modules/channels/*/*.tables.ts'],
  out: './migrations',
  casing: 'snake_case',
});
