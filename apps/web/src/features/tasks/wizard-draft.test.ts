import { describe, expect, it } from 'vitest';
import { ZTaskInput } from '@ulak/shared';
import { schemaValidator } from '../../lib/forms/schema-form';
import {
  emptyDraft,
  firstStepOf,
  stepErrors,
  toTaskInput,
  wizardRules,
  type TWizardDraft,
  type TWizardSchedule,
} from './wizard-draft';

// What the wizard's form checks: the shared schema, then the wizard's own words over it.
const validate = (d: TWizardDraft) => ({ ...schemaValidator(ZTaskInput, toTaskInput)(d), ...wizardRules(d) });
const messages = (d: TWizardDraft, step: number) => Object.values(stepErrors(validate(d), step));
const withSchedule = (d: TWizardDraft, schedule: Partial<TWizardSchedule>) => ({
  ...d,
  schedule: { ...d.schedule, ...schedule },
});

describe('wizard draft', () => {
  it('proposes the next full hour on the account time zone’s clock, not the browser’s', () => {
    // 07:30 UTC is 10:30 in Istanbul: the one-time send defaults to 11:00 there.
    expect(emptyDraft(new Date('2026-05-01T07:30:00Z')).schedule.at).toBe('2026-05-01T11:00');
    expect(emptyDraft(new Date('2026-05-01T07:30:00Z'), 'UTC').schedule.at).toBe('2026-05-01T08:00');
  });

  it('lists what blocks each step, on the path of its input', () => {
    const d = emptyDraft(new Date('2026-05-01T07:00:00Z'));
    expect(stepErrors(validate(d), 0)).toEqual({
      campaignId: 'tasks.problems.campaign_required',
      title: 'tasks.problems.title_required',
    });
    const all = { ...d, audience: { kind: 'all', segmentId: null, confirmAll: false } } as const;
    expect(stepErrors(validate(all), 1)).toEqual({ 'audience.confirmAll': 'tasks.problems.confirm_all_required' });
    expect(messages(d, 2)).toContain('tasks.problems.subject_required');
    expect(messages(d, 2)).toContain('tasks.problems.content_required');
    const bodyOnly = { defaultLanguage: 'tr', languages: { tr: { html: '<p>x</p>' } } };
    expect(new Set(messages({ ...d, content: bodyOnly }, 2))).toEqual(new Set(['tasks.problems.subject_required']));
    expect(new Set(messages({ ...d, channel: 'sms', content: bodyOnly }, 2))).toEqual(
      new Set(['tasks.problems.content_required']),
    );
    expect(stepErrors(validate(withSchedule(d, { periodType: 'weekly', days: [] })), 3)['schedule.days']).toBe(
      'tasks.problems.days_required',
    );
    expect(stepErrors(validate(withSchedule(d, { periodType: 'daily', time: '25:00' })), 3)['schedule.time']).toBe(
      'validation.time',
    );
    expect(firstStepOf({ 'schedule.at': 'in the past', 'content.languages.tr.subject': 'x' })).toBe(2);
  });

  it('builds an input the shared schema accepts, per period type', () => {
    const base: TWizardDraft = {
      ...emptyDraft(new Date('2026-05-01T07:00:00Z')),
      title: 'Yaz',
      campaignId: 3,
      audience: { kind: 'segment', segmentId: 7, confirmAll: false },
      content: { defaultLanguage: 'tr', languages: { tr: { subject: 'S', html: '<p>x</p>' } } },
    };
    expect(validate(base)).toEqual({});
    expect(ZTaskInput.parse(toTaskInput(base)).schedule).toEqual({ periodType: 'static', at: '2026-05-01T11:00' });
    const weekly = ZTaskInput.parse(
      toTaskInput(withSchedule(base, { periodType: 'weekly', days: [6, 7], time: '09:30' })),
    );
    expect(weekly.schedule).toEqual({ periodType: 'weekly', days: [6, 7], time: '09:30' });
    const all = ZTaskInput.parse(
      toTaskInput({ ...base, audience: { kind: 'all', segmentId: null, confirmAll: true } }),
    );
    expect(all.audience).toEqual({ kind: 'all', confirmAll: true });
    expect(ZTaskInput.parse(toTaskInput(withSchedule(base, { periodType: 'hourly', minute: 45 }))).schedule).toEqual({
      periodType: 'hourly',
      minute: 45,
    });
    expect(toTaskInput(base).verificationCode).toBeUndefined();
    expect(toTaskInput({ ...base, verificationCode: '123456' }).verificationCode).toBe('123456');
  });
});
