import { describe, expect, it } from 'vitest';
import { formatLogLine } from './log-format';

describe('terminal log lines', () => {
  it('prints a request as one readable line', () => {
    const json = JSON.stringify({
      level: 30,
      time: Date.parse('2026-11-24T10:15:30Z'),
      pid: 1,
      hostname: 'h',
      reqId: 'req-1',
      req: { method: 'GET', url: '/api/v1/health' },
      res: { statusCode: 200 },
      responseTime: 3.4,
      msg: 'request completed',
    });
    expect(formatLogLine(json)).toBe('10:15:30 INFO  request completed GET /api/v1/health 200 3ms\n');
  });

  it('keeps other fields as key=value and an error stack below', () => {
    const line = formatLogLine(
      JSON.stringify({
        level: 50,
        time: 0,
        msg: 'send failed',
        runId: 7,
        err: { message: 'x', stack: 'Error: x\n  at y' },
      }),
    );
    expect(line).toBe('00:00:00 ERROR send failed runId=7\nError: x\n  at y\n');
    expect(formatLogLine('not json')).toBe('not json');
  });
});
