import { describe, expect, it } from 'vitest';
import { ZWorkflowGraph } from '@ulak/shared';
import { nextTimeOfDay, walk, type TWalkFacts } from './walk';

const content = { defaultLanguage: 'tr', languages: { tr: { body: 'Merhaba' } } };
const NOW = new Date('2026-03-02T09:00:00Z'); // a Monday, 12:00 in Istanbul

function facts(overrides: Partial<TWalkFacts> = {}): TWalkFacts {
  return {
    now: NOW,
    timeZone: 'Europe/Istanbul',
    reachable: () => true,
    inSegment: () => false,
    eventSinceEntry: () => false,
    memberField: () => undefined,
    recentlySent: () => false,
    splitWinner: () => null,
    ...overrides,
  };
}

const enrollment = (id: number, nodeId: string | null = 'a') => ({
  id,
  memberId: id,
  status: 'active' as const,
  nodeId,
  step: 1,
  context: {},
  enteredAt: NOW,
});

describe('walk', () => {
  it('splits 10,000 members within ±3% of the percentages', () => {
    const g = ZWorkflowGraph.parse({
      trigger: { kind: 'event', event: 'signup' },
      start: 'a',
      nodes: [
        {
          id: 'a',
          type: 'ab',
          branches: [
            { percent: 20, next: 'x' },
            { percent: 30, next: 'y' },
            { percent: 50, next: 'z' },
          ],
        },
        { id: 'x', type: 'exit' },
        { id: 'y', type: 'exit' },
        { id: 'z', type: 'exit' },
      ],
    });
    const counts: Record<string, number> = {};
    for (let id = 1; id <= 10_000; id++) {
      const r = walk(g, enrollment(id), facts());
      const exit = r.visits.at(-1)?.nodeId ?? '';
      counts[exit] = (counts[exit] ?? 0) + 1;
    }
    expect(Math.abs((counts.x ?? 0) - 2000)).toBeLessThan(300);
    expect(Math.abs((counts.y ?? 0) - 3000)).toBeLessThan(300);
    expect(Math.abs((counts.z ?? 0) - 5000)).toBeLessThan(300);
  });

  it('falls back to the first channel the member can receive, and skips when none', () => {
    const g = ZWorkflowGraph.parse({
      trigger: { kind: 'event', event: 'signup' },
      start: 'a',
      nodes: [
        {
          id: 'a',
          type: 'send',
          channels: ['whatsapp', 'sms', 'email'],
          contents: { whatsapp: content, sms: content, email: content },
          next: null,
        },
      ],
    });
    const sms = walk(g, enrollment(1), facts({ reachable: (c) => c !== 'whatsapp' }));
    expect(sms.sends.map((s) => s.channel)).toEqual(['sms']);
    expect(sms.state.status).toBe('completed');
    const none = walk(g, enrollment(1), facts({ reachable: () => false }));
    expect(none.sends).toEqual([]);
    expect(none.visits.map((v) => v.kind)).toEqual(['skipped', 'completed']);
  });

  it('parks in a wait and goes on past it when woken; an event wait times out to its other branch', () => {
    const g = ZWorkflowGraph.parse({
      trigger: { kind: 'event', event: 'purchase', keyProperty: 'orderCode' },
      start: 'w',
      nodes: [
        {
          id: 'w',
          type: 'wait',
          mode: 'event',
          event: 'order_status_changed',
          matchKey: true,
          timeoutMinutes: 60,
          next: 'done',
          timeoutNext: 's',
        },
        { id: 's', type: 'send', channels: ['email'], contents: { email: content }, next: null },
        { id: 'done', type: 'exit' },
      ],
    });
    const parked = walk(g, { ...enrollment(1, 'w'), context: { key: 'O1' } }, facts());
    expect(parked.state).toMatchObject({
      status: 'waiting',
      nodeId: 'w',
      waitEvent: 'order_status_changed',
      waitKey: 'O1',
    });
    expect(parked.state.wakeAt?.toISOString()).toBe('2026-03-02T10:00:00.000Z');
    const woken = { ...enrollment(1, 'w'), status: 'waiting' as const, step: parked.state.step };
    expect(walk(g, { ...woken, context: { matched: {} } }, facts()).state.status).toBe('exited');
    const timedOut = walk(g, woken, facts());
    expect(timedOut.sends.map((s) => s.nodeId)).toEqual(['s']);
    expect(timedOut.visits.map((v) => v.step)).toEqual([parked.state.step, parked.state.step + 1]);
  });

  it("waits until a time of day on chosen weekdays in the account's zone", () => {
    // Monday 12:00 Istanbul: 10:00 next is Tuesday; on weekends only, Saturday.
    expect(nextTimeOfDay(NOW, 'Europe/Istanbul', 10, 0, []).toISOString()).toBe('2026-03-03T07:00:00.000Z');
    expect(nextTimeOfDay(NOW, 'Europe/Istanbul', 10, 0, [6, 7]).toISOString()).toBe('2026-03-07T07:00:00.000Z');
    expect(nextTimeOfDay(NOW, 'Europe/Istanbul', 13, 30, []).toISOString()).toBe('2026-03-02T10:30:00.000Z');
  });

  it('checks the flow filter again before every send: a member who no longer meets it leaves there', () => {
    const g = ZWorkflowGraph.parse({
      trigger: { kind: 'event', event: 'signup' },
      flowFilter: [{ kind: 'in_segment', segmentId: 7 }],
      start: 'a',
      nodes: [
        { id: 'a', type: 'update_member', tags: [{ name: 'seen', value: '1' }], next: 'b' },
        { id: 'b', type: 'send', channels: ['sms'], contents: { sms: content }, next: null },
      ],
    });
    const still = walk(g, enrollment(1), facts({ inSegment: (id) => id === 7 }));
    expect(still.sends.map((x) => x.nodeId)).toEqual(['b']);
    expect(still.state.status).toBe('completed');
    const left = walk(g, enrollment(2), facts({ inSegment: () => false }));
    expect(left.sends).toEqual([]);
    // Steps before the send still ran; the member leaves at the send.
    expect(left.tags).toEqual([{ name: 'seen', value: '1' }]);
    expect(left.state.status).toBe('exited');
    expect(left.visits.at(-1)).toMatchObject({ nodeId: 'b', kind: 'exited' });
  });
});
