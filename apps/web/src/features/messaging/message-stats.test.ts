import { describe, expect, it } from 'vitest';
import { sendsPerDay, shownStatus, summariseLinks } from './message-stats';

describe('message stats', () => {
  it('counts messages per day and status, oldest day first; sending shows as in queue', () => {
    const rows = sendsPerDay([
      { created_at: '2026-11-21T10:00:00', status: 'success' },
      { created_at: '2026-11-20T09:00:00', status: 'failed' },
      { created_at: '2026-11-21T11:00:00', status: 'success' },
      { created_at: '2026-11-21T12:00:00', status: 'sending' },
      { created_at: 'not a date', status: 'success' },
    ]);
    expect(rows.map((r) => r.day)).toEqual(['20-11', '21-11']);
    expect(rows[1]).toMatchObject({ success: 2, in_queue: 1, failed: 0 });
    expect(rows[0]).toMatchObject({ failed: 1 });
    expect(shownStatus('mystery')).toBe('error');
  });

  it('summarises clicks per link with distinct clickers and the last click', () => {
    const click = (id: number, url: string, member: number | null, address: string | null, at: string) => ({
      id,
      message_id: id,
      url,
      occurred_at: at,
      channel: 'email',
      member_id: member,
      address,
    });
    const summary = summariseLinks([
      click(1, 'https://a.test', 5, 'x@y.test', '2026-11-20T10:00:00Z'),
      click(2, 'https://a.test', 5, 'x@y.test', '2026-11-21T10:00:00Z'),
      click(3, 'https://a.test', null, 'z@y.test', '2026-11-19T10:00:00Z'),
      click(4, 'https://b.test', null, null, '2026-11-22T10:00:00Z'),
    ]);
    expect(summary).toEqual([
      { url: 'https://a.test', clicks: 3, uniqueClickers: 2, lastClick: '2026-11-21T10:00:00Z', messages: 3 },
      { url: 'https://b.test', clicks: 1, uniqueClickers: 1, lastClick: '2026-11-22T10:00:00Z', messages: 1 },
    ]);
  });
});
