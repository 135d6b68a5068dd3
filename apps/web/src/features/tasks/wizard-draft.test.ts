import { describe, expect, it } from 'vitest';
import { ZTaskInput } from '@ulak/shared';
import { emptyDraft, stepProblems, toTaskInput } from './wizard-draft';

describe('wizard draft', () => {
  it('proposes the next full hour on the account time zone’s clock, not the browser’s', () => {
    // 07:30 UTC is 10:30 in Istanbul: the one-time send defaults to 11:00 there.
    expect(emptyDraft(new Date('2026-05-01T07:30:00Z')).at).toBe('2026-05-01T11:00');
    expect(emptyDraft(new Date('2026-05-01T07:30:00Z'), 'UTC').at).toBe('2026-05-01T08:00');
  });

  it('lists what blocks each step', () => {
    const d = emptyDraft(new Date('2026-05-01T07:00:00Z'));
    expect(stepProblems(d, 0)).toEqual(['tasks.problems.campaign_required', 'tasks.problems.title_required']);
    expect(stepProblems({ ...d, audienceKind: 'all' }, 1)).toEqual(['tasks.problems.confirm_all_required']);
    expect(stepProblems(d, 2)).toEqual(['tasks.problems.subject_required', 'tasks.problems.content_required']);
    const bodyOnly = { defaultLanguage: 'tr', languages: { tr: { html: '<p>x</p>' } } };
    expect(stepProblems({ ...d, content: bodyOnly }, 2)).toEqual(['tasks.problems.subject_required']);
    expect(stepProblems({ ...d, channel: 'sms', content: bodyOnly }, 2)).toEqual(['tasks.problems.content_required']);
    expect(stepProblems({ ...d, periodType: 'weekly', days: [] }, 3)).toEqual(['tasks.problems.days_required']);
  });

  it('builds an input the shared schema accepts, per period type', () => {
    const base = {
      ...emptyDraft(new Date('2026-05-01T07:00:00Z')),
      title: 'Yaz',
      campaignId: 3,
      segmentId: 7,
      content: { defaultLanguage: 'tr', languages: { tr: { subject: 'S', html: '<p>x</p>' } } },
    };
    expect(ZTaskInput.parse(toTaskInput(base)).schedule).toEqual({ periodType: 'static', at: '2026-05-01T11:00' });
    const weekly = ZTaskInput.parse(toTaskInput({ ...base, periodType: 'weekly', days: [6, 7], time: '09:30' }));
    expect(weekly.schedule).toEqual({ periodType: 'weekly', days: [6, 7], time: '09:30' });
    const all = ZTaskInput.parse(toTaskInput({ ...base, audienceKind: 'all', confirmAll: true }));
    expect(all.audience).toEqual({ kind: 'all', confirmAll: true });
    expect(ZTaskInput.parse(toTaskInput({ ...base, periodType: 'hourly', minute: 45 })).schedule).toEqual({
      periodType: 'hourly',
      minute: 45,
    });
  });
});
