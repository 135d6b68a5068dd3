export type TErrorBody = {
  error?: { code?: string; message?: string; messageList?: string[]; fields?: Record<string, string[]> };
  message?: string;
  [field: string]: unknown;
};

export class ApiError extends Error {
  readonly status: number;
  readonly body: TErrorBody | null;

  constructor(status: number, body: TErrorBody | null) {
    super(body?.error?.message ?? body?.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  get code(): string | undefined {
    return this.body?.error?.code;
  }

  // The first message the server gave for a field ('schedule.at'), for showing it on the input.
  fieldMessage(field: string): string | null {
    return this.body?.error?.fields?.[field]?.[0] ?? null;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

export function asErrorBody(value: unknown): TErrorBody | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as TErrorBody) : null;
}
