import type { TTaskSchedule } from '@ulak/shared';

type TTranslate = (key: string, options?: Record<string, unknown>) => string;

const pad = (n: number) => String(n).padStart(2, '0');

// A schedule in words: "Every day at 09:00", "Weekdays at 10:00", "Once at 01-05-2026 10:00".
export function scheduleText(t: TTranslate, s: TTaskSchedule): string {
  switch (s.periodType) {
    case 'static': {
      const [date = '', time = ''] = s.at.split('T');
      const [y, m, d] = date.split('-');
      return t('tasks.schedule_text.static', { at: `${d}-${m}-${y} ${time}` });
    }
    case 'hourly':
      return t('tasks.schedule_text.hourly', { minute: pad(s.minute) });
    case 'daily':
      return t('tasks.schedule_text.daily', { time: s.time });
    case 'weekly': {
      const key = s.days.join(',');
      const days =
        key === '1,2,3,4,5'
          ? t('tasks.weekdays')
          : key === '6,7'
            ? t('tasks.weekends')
            : s.days.map((d) => t(`tasks.days.${d}`)).join(', ');
      return t('tasks.schedule_text.weekly', { days, time: s.time });
    }
    case 'monthly':
      return t('tasks.schedule_text.monthly', { day: s.day, time: s.time });
    case 'yearly':
      return t('tasks.schedule_text.yearly', { day: pad(s.day), month: pad(s.month), time: s.time });
    case 'webhook':
      return t('tasks.schedule_text.webhook');
    case 'sync_segment':
      return t('tasks.schedule_text.sync_segment');
  }
}
