import { describe, expect, it } from 'vitest';
import { emptyTally, runOutcome } from './message-outcome';

const tally = (t: Partial<ReturnType<typeof emptyTally>>) => {
  const base = { ...emptyTally(), ...t };
  return { ...base, total: base.pending + base.sent + base.failed + base.skipped };
};

describe('runOutcome', () => {
  it('keeps the run status until the run handed its messages over', () => {
    expect(runOutcome('queued', emptyTally())).toBe('queued');
    expect(runOutcome('running', emptyTally())).toBe('running');
    expect(runOutcome('skipped', emptyTally())).toBe('skipped');
    expect(runOutcome('failed', emptyTally())).toBe('failed');
  });

  it('says what the messages came to', () => {
    expect(runOutcome('sent', emptyTally())).toBe('empty');
    expect(runOutcome('sent', tally({ pending: 1, sent: 3 }))).toBe('sending');
    expect(runOutcome('sent', tally({ sent: 3, skipped: 2 }))).toBe('sent');
    expect(runOutcome('sent', tally({ sent: 2, failed: 1 }))).toBe('partial');
    expect(runOutcome('sent', tally({ failed: 3 }))).toBe('failed');
    expect(runOutcome('sent', tally({ failed: 1, skipped: 4 }))).toBe('failed');
    expect(runOutcome('sent', tally({ skipped: 4 }))).toBe('skipped');
  });
});
