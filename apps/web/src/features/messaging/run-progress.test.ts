import { describe, expect, it } from 'vitest';
import { audienceSummary, contentTitle, runCounts, runProgress } from './run-progress';

describe('direct run progress', () => {
  it('folds internal statuses into the shown ones', () => {
    expect(runCounts({ counts: { sending: 2, in_queue: 1, success: 4 } })).toMatchObject({ in_queue: 3, success: 4 });
  });

  it('is the share of messages with an outcome; complete runs are full', () => {
    expect(
      runProgress({ status: 'sending', total: 10, counts: { in_queue: 3, waiting: 1, success: 5, failed: 1 } }),
    ).toBe(60);
    expect(runProgress({ status: 'sending', total: 0, counts: {} })).toBe(0);
    expect(runProgress({ status: 'complete', total: 10, counts: { failed: 10 } })).toBe(100);
  });

  it('summarises the audience and the content', () => {
    expect(audienceSummary({ kind: 'members', memberIds: [1, 2] })).toEqual({ key: 'members', count: 2 });
    expect(audienceSummary({ kind: 'segment', segmentId: 9, confirmSegment: true })).toEqual({ key: 'segment', id: 9 });
    expect(audienceSummary({ kind: 'all', confirmAll: true })).toEqual({ key: 'all' });
    expect(contentTitle({ defaultLanguage: 'tr', languages: { tr: { subject: 'Kampanya' } } })).toBe('Kampanya');
    expect(contentTitle({ defaultLanguage: 'en', languages: { tr: { body: 'x'.repeat(100) } } })).toHaveLength(80);
  });
});
