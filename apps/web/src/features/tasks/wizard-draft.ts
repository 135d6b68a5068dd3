import type { HOURLY_MINUTES } from '@ulak/shared';
import {
  type TChannel,
  type TTask,
  type TTaskExtra,
  type TTaskInputDraft,
  type TTaskPeriodType,
  type TTaskScheduleDraft,
} from '@ulak/shared';
import type { TFieldErrors } from '../../lib/forms/field-errors';
import type { TContentValue } from '../templates/components/message-content-editor';

// The task wizard's values, shaped as the request (so a problem's path names its input, on both sides), with
// every period type's fields kept while another is picked; and how they become the API input (pure, unit tested).
export type TWizardSchedule = {
  periodType: TTaskPeriodType;
  at: string;
  minute: (typeof HOURLY_MINUTES)[number];
  time: string;
  days: number[];
  day: number;
  month: number;
};
export type TWizardDraft = {
  title: string;
  campaignId: number | null;
  audience: { kind: 'segment' | 'all'; segmentId: number | null; confirmAll: boolean };
  channel: TChannel;
  content: TContentValue;
  extra: { [K in keyof TTaskExtra]: string };
  schedule: TWizardSchedule;
  triggerTaskId: number | null;
  // The two-factor code a large send asks for at the review ('' until then).
  verificationCode: string;
};

// The top of the hour after next on the wall clock of `timeZone`: the server reads a task's times in the
// account's time zone (Europe/Istanbul unless set), whatever the browser's own zone is.
function nextHourIn(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(now.getTime() + 60 * 60_000));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:00`;
}

export function emptyDraft(now = new Date(), timeZone = 'Europe/Istanbul'): TWizardDraft {
  return {
    title: '',
    campaignId: null,
    audience: { kind: 'segment', segmentId: null, confirmAll: false },
    channel: 'email',
    content: { defaultLanguage: 'tr', languages: { tr: {} } },
    extra: { targetUrl: '', imageUrl: '', iconUrl: '', sound: '' },
    schedule: {
      periodType: 'static',
      at: nextHourIn(now, timeZone),
      minute: 0,
      time: '10:00',
      days: [1, 2, 3, 4, 5],
      day: 1,
      month: 1,
    },
    triggerTaskId: null,
    verificationCode: '',
  };
}

export function draftFromTask(task: TTask): TWizardDraft {
  const base = emptyDraft();
  const s = task.schedule;
  return {
    ...base,
    title: task.title,
    campaignId: task.campaignId,
    audience: {
      kind: task.audience.kind,
      segmentId: task.audience.kind === 'segment' ? task.audience.segmentId : null,
      confirmAll: task.audience.kind === 'all',
    },
    channel: task.channel,
    content: task.content,
    extra: {
      targetUrl: task.extra.targetUrl ?? '',
      imageUrl: task.extra.imageUrl ?? '',
      iconUrl: task.extra.iconUrl ?? '',
      sound: task.extra.sound ?? '',
    },
    schedule: {
      periodType: s.periodType,
      at: s.periodType === 'static' ? s.at : base.schedule.at,
      minute: s.periodType === 'hourly' ? s.minute : base.schedule.minute,
      time: 'time' in s ? s.time : base.schedule.time,
      days: s.periodType === 'weekly' ? s.days : base.schedule.days,
      day: s.periodType === 'monthly' || s.periodType === 'yearly' ? s.day : base.schedule.day,
      month: s.periodType === 'yearly' ? s.month : base.schedule.month,
    },
    triggerTaskId: task.triggerTaskId,
  };
}

export function scheduleOf({ schedule: d }: TWizardDraft): TTaskScheduleDraft {
  switch (d.periodType) {
    case 'static':
      return { periodType: 'static', at: d.at };
    case 'hourly':
      return { periodType: 'hourly', minute: d.minute };
    case 'daily':
      return { periodType: 'daily', time: d.time };
    case 'weekly':
      return { periodType: 'weekly', days: d.days, time: d.time };
    case 'monthly':
      return { periodType: 'monthly', day: d.day, time: d.time };
    case 'yearly':
      return { periodType: 'yearly', month: d.month, day: d.day, time: d.time };
    default:
      return { periodType: d.periodType };
  }
}

const orNull = (v: string) => (v.trim() ? v.trim() : null);

export function audienceOf({ audience }: TWizardDraft) {
  return audience.kind === 'all'
    ? ({ kind: 'all', confirmAll: true } as const)
    : ({ kind: 'segment', segmentId: audience.segmentId ?? 0 } as const);
}

export function toTaskInput(d: TWizardDraft, extra: { confirmResend?: boolean } = {}) {
  const input: TTaskInputDraft = {
    title: d.title,
    campaignId: d.campaignId ?? 0,
    channel: d.channel,
    audience: audienceOf(d),
    content: d.content,
    extra: {
      targetUrl: orNull(d.extra.targetUrl),
      imageUrl: orNull(d.extra.imageUrl),
      iconUrl: orNull(d.extra.iconUrl),
      sound: orNull(d.extra.sound),
    },
    schedule: scheduleOf(d),
    triggerTaskId: d.triggerTaskId,
    ...(d.verificationCode ? { verificationCode: d.verificationCode } : {}),
    ...extra,
  };
  return input;
}

// The wizard's own words for what the shared schema checks in its terms (a campaign, a title, a segment, the
// all-members consent, an email's subject and body, a weekly day), each at the path of the request it concerns.
export function wizardRules(d: TWizardDraft): TFieldErrors {
  const problems: TFieldErrors = {};
  if (d.campaignId === null) problems.campaignId = 'tasks.problems.campaign_required';
  if (!d.title.trim()) problems.title = 'tasks.problems.title_required';
  if (d.audience.kind === 'segment' && d.audience.segmentId === null)
    problems['audience.segmentId'] = 'tasks.problems.segment_required';
  if (d.audience.kind === 'all' && !d.audience.confirmAll)
    problems['audience.confirmAll'] = 'tasks.problems.confirm_all_required';
  if (d.schedule.periodType === 'sync_segment' && d.audience.kind !== 'segment')
    problems.audience = 'tasks.problems.segment_required';
  const language = d.content.defaultLanguage;
  const main = d.content.languages[language] ?? {};
  // An email needs both its subject and its body: say which one is missing.
  if (d.channel === 'email' && !(main.subject ?? '').trim())
    problems[`content.languages.${language}.subject`] = 'tasks.problems.subject_required';
  const body = d.channel === 'email' ? 'html' : 'body';
  if (!(main[body] ?? '').trim()) problems[`content.languages.${language}.${body}`] = 'tasks.problems.content_required';
  if (d.schedule.periodType === 'weekly' && d.schedule.days.length === 0)
    problems['schedule.days'] = 'tasks.problems.days_required';
  return problems;
}

// The step each part of the request is written on; a problem blocks leaving its step.
const STEP_OF: Record<string, number> = {
  title: 0,
  campaignId: 0,
  audience: 1,
  channel: 1,
  content: 2,
  extra: 2,
  schedule: 3,
  triggerTaskId: 3,
};
export const REVIEW_STEP = 4;

export function stepErrors(errors: TFieldErrors, step: number): TFieldErrors {
  return Object.fromEntries(
    Object.entries(errors).filter(([path]) => (STEP_OF[path.split('.')[0] ?? ''] ?? REVIEW_STEP) === step),
  );
}

// The step holding the first problem (a server refusal names a field of an earlier step).
export function firstStepOf(errors: TFieldErrors): number | null {
  const steps = Object.keys(errors).map((path) => STEP_OF[path.split('.')[0] ?? ''] ?? REVIEW_STEP);
  return steps.length > 0 ? Math.min(...steps) : null;
}
