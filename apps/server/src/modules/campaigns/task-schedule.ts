import type { DbOrTx } from '../../platform/db/database';
import { accountTimezone } from '../accounts';
import { nextRun, staticInstant } from './next-run';
import { tasksRepository, type TTaskRow } from './tasks.repository';

// A static task runs once per revision: saving it again after it ran makes a new slot (a resend).
export const staticSlot = (task: Pick<TTaskRow, 'revision'>): string => `static:r${task.revision}`;

// The slot a scheduled run belongs to: the revision for static tasks, the due instant otherwise.
export function scheduleSlot(task: Pick<TTaskRow, 'revision' | 'periodType'>, dueAt: Date): string {
  return task.periodType === 'static' ? staticSlot(task) : `at:${dueAt.toISOString()}`;
}

// A one-time send may be saved for the minute that is running now, and a clock running a little
// ahead (browser or server) is forgiven: past that, the time is in the past and refused.
export const STATIC_GRACE_MS = 60_000;
const MINUTE_MS = 60_000;

// Whether a static task's local "YYYY-MM-DDTHH:mm" has already gone by in the zone, at `now`.
export function isStaticInPast(at: string, timeZone: string, now: Date): boolean {
  const minuteEnd = staticInstant(at, timeZone).getTime() + MINUTE_MS;
  return minuteEnd + STATIC_GRACE_MS <= now.getTime();
}

// A one-time task that never ran and whose time went by (while it or its campaign was off):
// switched on as it is, it would send at once.
export async function isOverdueStatic(db: DbOrTx, accountId: number, task: TTaskRow, now: Date): Promise<boolean> {
  if (task.schedule.periodType !== 'static') return false;
  if (!isStaticInPast(task.schedule.at, await accountTimezone(db, accountId), now)) return false;
  return !(await tasksRepository.hasRunSlot(db, accountId, task.id, staticSlot(task)));
}

export async function computeNextRunAt(
  db: DbOrTx,
  accountId: number,
  task: TTaskRow,
  now: Date,
  timeZone?: string,
): Promise<Date | null> {
  if (task.status !== 'active') return null;
  const tz = timeZone ?? (await accountTimezone(db, accountId));
  if (task.schedule.periodType === 'static') {
    if (await tasksRepository.hasRunSlot(db, accountId, task.id, staticSlot(task))) return null;
    return staticInstant(task.schedule.at, tz);
  }
  return nextRun(task.schedule, now, tz);
}

// Stores the task's status and its next run (null when passive, event-driven or done).
export async function refreshTaskSchedule(db: DbOrTx, accountId: number, task: TTaskRow, now: Date) {
  const nextRunAt = await computeNextRunAt(db, accountId, task, now);
  return tasksRepository.update(db, accountId, task.id, { status: task.status, nextRunAt });
}
