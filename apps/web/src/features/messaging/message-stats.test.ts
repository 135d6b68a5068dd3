import { describe, expect, it } from 'vitest';
import { shownStatus } from './message-stats';

describe('message stats', () => {
  it('shows sending as in queue and an unknown status as an error', () => {
    expect(shownStatus('sending')).toBe('in_queue');
    expect(shownStatus('bounce')).toBe('bounce');
    expect(shownStatus('mystery')).toBe('error');
  });
});
