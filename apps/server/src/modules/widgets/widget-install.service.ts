import { sql } from 'drizzle-orm';
import { HTTP_STATUS } from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/http/app-error';
import { findWidgetOr404 } from './widgets.service';

type Deps = Pick<AppDeps, 'db'>;
const NOTE_EVERY_MS = 10 * 60_000;
const INSTALLED_WITHIN_MS = 7 * 24 * 3_600_000;
const noted = new Map<number, number>();

// Called on each configuration request; writes at most once per NOTE_EVERY_MS per application and replica.
export async function noteInstall(deps: Deps, accountId: number, applicationId: number, origin: string) {
  const last = noted.get(applicationId) ?? 0;
  if (Date.now() - last < NOTE_EVERY_MS) return;
  noted.set(applicationId, Date.now());
  await deps.db.execute(sql`insert into widget_installs (account_id, application_id, origin, last_seen_at)
    values (${accountId}, ${applicationId}, ${origin.slice(0, 500)}, now())
    on conflict (application_id) do update set origin = excluded.origin, last_seen_at = excluded.last_seen_at`);
}

// The builder's install check: has the shop script of the widget's application asked for its widgets
// lately? Otherwise SPEC §8 'Error transferring tracking code to the website.' (a warning, 418).
export async function checkInstall(deps: Deps, accountId: number, widgetId: number) {
  const widget = await findWidgetOr404(deps.db, accountId, widgetId);
  const r = await deps.db.execute<{ origin: string; last_seen_at: Date }>(sql`select origin, last_seen_at
    from widget_installs where account_id = ${accountId} and application_id = ${widget.applicationId}`);
  const row = r.rows[0];
  const seenAt = row ? new Date(row.last_seen_at) : null;
  if (!row || !seenAt || Date.now() - seenAt.getTime() > INSTALLED_WITHIN_MS) {
    throw new AppError('tracking_code_missing', HTTP_STATUS.warning);
  }
  return { installed: true, origin: row.origin, lastSeenAt: seenAt.toISOString() };
}
