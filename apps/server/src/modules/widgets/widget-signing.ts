import { createHmac, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps';
import { safeEqual } from '../../platform/crypto/tokens';

// Widget tokens: `<yyyymmdd>.<hmac(widget, device, day)>` with the account's own key. The shop script
// gets one per widget in the configuration and sends it back with every interaction, spin, vote and
// sign-up: a forged or foreign token answers 401 and records nothing. Valid on its day and the next,
// so a configuration response stays the same (and cacheable by ETag) for a whole day.
type TKeyDeps = Pick<AppDeps, 'db' | 'secretBox'>;
const SIGNATURE_HEX = 24;
// As key objects: an HMAC over a key object skips importing the raw key on every signature.
const keys = new Map<number, KeyObject>();

async function accountKey(deps: TKeyDeps, accountId: number): Promise<KeyObject> {
  const cached = keys.get(accountId);
  if (cached) return cached;
  const sealed = deps.secretBox.seal(randomBytes(32).toString('base64'));
  await deps.db.execute(
    sql`insert into widget_keys (account_id, sealed_key) values (${accountId}, ${sealed}) on conflict do nothing`,
  );
  const r = await deps.db.execute<{ sealed_key: string }>(
    sql`select sealed_key from widget_keys where account_id = ${accountId}`,
  );
  const stored = r.rows[0]?.sealed_key;
  if (!stored) throw new Error('widget key missing');
  const key = createSecretKey(Buffer.from(deps.secretBox.open(stored), 'base64'));
  keys.set(accountId, key);
  return key;
}

const dayOf = (at: Date): string => at.toISOString().slice(0, 10).replaceAll('-', '');

function sign(key: KeyObject, widgetId: number, deviceId: string, day: string): string {
  return createHmac('sha256', key)
    .update(['widget', widgetId, deviceId, day].join('\n'))
    .digest('hex')
    .slice(0, SIGNATURE_HEX);
}

export async function widgetToken(deps: TKeyDeps, accountId: number, widgetId: number, deviceId: string) {
  const day = dayOf(new Date());
  return `${day}.${sign(await accountKey(deps, accountId), widgetId, deviceId, day)}`;
}

export async function widgetTokenValid(
  deps: TKeyDeps,
  accountId: number,
  widgetId: number,
  deviceId: string,
  token: string,
): Promise<boolean> {
  const [day = '', signature = ''] = token.split('.');
  const now = Date.now();
  const allowed = [dayOf(new Date(now)), dayOf(new Date(now - 86_400_000))];
  if (!allowed.includes(day)) return false;
  return safeEqual(sign(await accountKey(deps, accountId), widgetId, deviceId, day), signature);
}
