import type { HOURLY_MINUTES } from '@ulak/shared';
import {
  type TChannel,
  type TTask,
  type TTaskExtra,
  type TTaskInputDraft,
  type TTaskPeriodType,
  type TTaskScheduleDraft,
} from '@ulak/shared';
import type { TContentValue } from '../templates/components/message-content-editor';

// The task wizard's state, and how it becomes the API input (pure, unit tested).
export type TWizardDraft = {
  title: string;
  campaignId: number | null;
  audienceKind: 'segment' | 'all';
  segmentId: number | null;
  confirmAll: boolean;
  channel: TChannel;
  content: TContentValue;
  extra: { [K in keyof TTaskExtra]: string };
  periodType: TTaskPeriodType;
  at: string;
  minute: (typeof HOURLY_MINUTES)[number];
  time: string;
  days: number[];
  day: number;
  month: number;
  triggerTaskId: number | null;
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
  const at = nextHourIn(now, timeZone);
  return {
    title: '',
    campaignId: null,
    audienceKind: 'segment',
    segmentId: null,
    confirmAll: false,
    channel: 'email',
    content: { defaultLanguage: 'tr', languages: { tr: {} } },
    extra: { targetUrl: '', imageUrl: '', iconUrl: '', sound: '' },
    periodType: 'static',
    at,
    minute: 0,
    time: '10:00',
    days: [1, 2, 3, 4, 5],
    day: 1,
    month: 1,
    triggerTaskId: null,
  };
}

export function draftFromTask(task: TTask): TWizardDraft {
  const base = emptyDraft();
  const s = task.schedule;
  return {
    ...base,
    title: task.title,
    campaignId: task.campaignId,
    audienceKind: task.audience.kind,
    segmentId: task.audience.kind === 'segment' ? task.audience.segmentId : null,
    confirmAll: task.audience.kind === 'all',
    channel: task.channel,
    content: task.content,
    extra: {
      targetUrl: task.extra.targetUrl ?? '',
      imageUrl: task.extra.imageUrl ?? '',
      iconUrl: task.extra.iconUrl ?? '',
      sound: task.extra.sound ?? '',
    },
    periodType: s.periodType,
    at: s.periodType === 'static' ? s.at : base.at,
    minute: s.periodType === 'hourly' ? s.minute : base.minute,
    time: 'time' in s ? s.time : base.time,
    days: s.periodType === 'weekly' ? s.days : base.days,
    day: s.periodType === 'monthly' || s.periodType === 'yearly' ? s.day : base.day,
    month: s.periodType === 'yearly' ? s.month : base.month,
    triggerTaskId: task.triggerTaskId,
  };
}

export function scheduleOf(d: TWizardDraft): TTaskScheduleDraft {
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

export function audienceOf(d: TWizardDraft) {
  return d.audienceKind === 'all'
    ? ({ kind: 'all', confirmAll: true } as const)
    : ({ kind: 'segment', segmentId: d.segmentId ?? 0 } as const);
}

export function toTaskInput(d: TWizardDraft, extra: { confirmResend?: boolean; verificationCode?: string } = {}) {
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
    ...extra,
  };
  return input;
}

// What blocks leaving a step (i18n keys), so the wizard explains instead of failing on save.
export function stepProblems(d: TWizardDraft, step: number): string[] {
  const problems: string[] = [];
  if (step === 0) {
    if (d.campaignId === null) problems.push('tasks.problems.campaign_required');
    if (!d.title.trim()) problems.push('tasks.problems.title_required');
  }
  if (step === 1) {
    if (d.audienceKind === 'segment' && d.segmentId === null) problems.push('tasks.problems.segment_required');
    if (d.audienceKind === 'all' && !d.confirmAll) problems.push('tasks.problems.confirm_all_required');
    if (d.periodType === 'sync_segment' && d.audienceKind !== 'segment')
      problems.push('tasks.problems.segment_required');
  }
  if (step === 2) {
    const main = d.content.languages[d.content.defaultLanguage] ?? {};
    // An email needs both its subject and its body: say which one is missing.
    if (d.channel === 'email' && !(main.subject ?? '').trim()) problems.push('tasks.problems.subject_required');
    const text = d.channel === 'email' ? (main.html ?? '').trim() : (main.body ?? '').trim();
    if (!text) problems.push('tasks.problems.content_required');
  }
  if (step === 3 && d.periodType === 'weekly' && d.days.length === 0) problems.push('tasks.problems.days_required');
  return problems;
}
