import { describe, expect, it } from 'vitest';
import { ZTaskSchedule } from '@ulak/shared';
import { scheduleText } from './schedule-text';

const t = (key: string, o?: Record<string, unknown>) => `${key}${o ? JSON.stringify(o) : ''}`;

describe('scheduleText', () => {
  it('names weekdays and weekends and pads minutes and dates', () => {
    expect(scheduleText(t, ZTaskSchedule.parse({ periodType: 'weekly', days: 'weekdays', time: '10:00' }))).toBe(
      'tasks.schedule_text.weekly{"days":"tasks.weekdays","time":"10:00"}',
    );
    expect(scheduleText(t, ZTaskSchedule.parse({ periodType: 'hourly', minute: 0 }))).toBe(
      'tasks.schedule_text.hourly{"minute":"00"}',
    );
    expect(scheduleText(t, ZTaskSchedule.parse({ periodType: 'static', at: '2026-05-01T10:00' }))).toBe(
      'tasks.schedule_text.static{"at":"01-05-2026 10:00"}',
    );
  });
});
