import type { z } from 'zod';
import type { AppDeps } from '../deps';

// A job definition (STYLE: `{ name, payload, handle }`). Handlers are idempotent and call services.
export type JobDefinition<TSchema extends z.ZodType = z.ZodType> = {
  name: string;
  payload: TSchema;
  handle: (payload: z.infer<TSchema>, deps: AppDeps) => Promise<void>;
  maxAttempts?: number;
};

// A periodic job: a crontab pattern ("*/5 * * * *") and the job it enqueues.
export type CronDefinition = { pattern: string; job: string; identifier: string };

export function defineJob<TSchema extends z.ZodType>(definition: JobDefinition<TSchema>): JobDefinition<TSchema> {
  return definition;
}
