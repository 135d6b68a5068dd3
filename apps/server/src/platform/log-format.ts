// Readable log lines for a person at a terminal (`npm start`): time, level, message, then the
// request's method, path, status and duration when there is one, then the remaining fields as
// key=value. Production and piped output keep pino's JSON lines for log collectors.
const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const SKIPPED = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'req', 'res', 'responseTime', 'reqId', 'err']);

type TLine = Record<string, unknown> & {
  level?: number;
  time?: number;
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
};

const value = (v: unknown): string =>
  typeof v === 'string' ? (/\s/.test(v) ? JSON.stringify(v) : v) : JSON.stringify(v);

export function formatLogLine(json: string): string {
  let line: TLine;
  try {
    line = JSON.parse(json) as TLine;
  } catch {
    return json;
  }
  const time = new Date(line.time ?? Date.now()).toISOString().slice(11, 19);
  const level = (LEVELS[line.level ?? 30] ?? 'INFO').padEnd(5);
  const parts = [time, level, line.msg ?? ''];
  if (line.req?.method) parts.push(`${line.req.method} ${line.req.url ?? ''}`);
  if (line.res?.statusCode) parts.push(String(line.res.statusCode));
  if (typeof line.responseTime === 'number') parts.push(`${Math.round(line.responseTime)}ms`);
  for (const [key, v] of Object.entries(line))
    if (!SKIPPED.has(key) && v !== undefined) parts.push(`${key}=${value(v)}`);
  const text = parts.filter((p) => p !== '').join(' ');
  return line.err?.stack ? `${text}\n${line.err.stack}\n` : `${text}\n`;
}

// A pino destination that writes formatted lines to stdout.
export const prettyDestination = {
  write(chunk: string): void {
    process.stdout.write(formatLogLine(chunk));
  },
};
