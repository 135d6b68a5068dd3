import { createHmac, randomBytes } from 'node:crypto';
import type { AppDeps } from '../../platform/deps';
import { safeEqual } from '../../platform/crypto/tokens';
import { accountExists } from '../accounts';
import { messagingRepository } from './messaging.repository';

// Every link Ulak puts in a message (return path, unsubscribe, open pixel, click redirect, post block)
// is an HMAC over its purpose and its fields with the account's own key: unguessable, single-purpose
// (a token for one purpose never verifies for another) and tamper-evident (any change → not found).
export type TSignPurpose = 'rp' | 'unsub' | 'open' | 'click' | 'block' | 'eval' | 'survey';
export type TMessageRef = { accountId: number; messageId: number; runMonth: string };
type TKeyDeps = Pick<AppDeps, 'db' | 'secretBox'>;

// 96 bits of signature; lowercase hex so VERP addresses survive case-folding mail servers.
const SIGNATURE_HEX = 24;
const keys = new Map<number, Buffer>();

export async function accountSigningKey(deps: TKeyDeps, accountId: number): Promise<Buffer> {
  const cached = keys.get(accountId);
  if (cached) return cached;
  const sealed = await messagingRepository.ensureSettings(
    deps.db,
    accountId,
    deps.secretBox.seal(randomBytes(32).toString('base64')),
  );
  const key = Buffer.from(deps.secretBox.open(sealed), 'base64');
  // Sealed under a previous secret key: re-seal under the current one (the signing key itself, and so
  // every link already sent, stays the same), so the old secret key can be retired later.
  if (deps.secretBox.isStale(sealed))
    await messagingRepository.resealSigningKey(deps.db, accountId, sealed, deps.secretBox.seal(key.toString('base64')));
  keys.set(accountId, key);
  return key;
}

export function signFields(key: Buffer, purpose: TSignPurpose, fields: readonly (string | number)[]): string {
  return createHmac('sha256', key)
    .update([purpose, ...fields].join('\n'))
    .digest('hex')
    .slice(0, SIGNATURE_HEX);
}

// '2026-11-01' ⇄ '202611': the month travels in tokens so lookups prune to one partition.
export function compactMonth(runMonth: string): string {
  return runMonth.slice(0, 4) + runMonth.slice(5, 7);
}

function expandMonth(compact: string): string | null {
  if (!/^\d{6}$/.test(compact)) return null;
  const month = Number(compact.slice(4));
  if (month < 1 || month > 12) return null;
  return `${compact.slice(0, 4)}-${compact.slice(4)}-01`;
}

// `<account>-<message>-<yyyymm>`: the public reference of a message (the actionId of member pages).
export function messageRefString(ref: TMessageRef): string {
  return `${ref.accountId}-${ref.messageId}-${compactMonth(ref.runMonth)}`;
}

export function parseMessageRef(value: string): TMessageRef | null {
  const match = /^(\d{1,15})-(\d{1,15})-(\d{6})$/.exec(value);
  if (!match?.[1] || !match[2] || !match[3]) return null;
  const runMonth = expandMonth(match[3]);
  if (!runMonth) return null;
  return { accountId: Number(match[1]), messageId: Number(match[2]), runMonth };
}

export async function signMessageRef(
  deps: TKeyDeps,
  purpose: TSignPurpose,
  ref: TMessageRef,
  extra: readonly string[] = [],
): Promise<string> {
  const key = await accountSigningKey(deps, ref.accountId);
  return signFields(key, purpose, [messageRefString(ref), ...extra]);
}

export async function verifyMessageRef(
  deps: TKeyDeps,
  purpose: TSignPurpose,
  refString: string,
  signature: string,
  extra: readonly string[] = [],
): Promise<TMessageRef | null> {
  const ref = parseMessageRef(refString);
  if (!ref || !/^[0-9a-f]+$/.test(signature)) return null;
  const exists = await accountExists(deps.db, ref.accountId);
  if (!exists) return null;
  const expected = await signMessageRef(deps, purpose, ref, extra);
  return safeEqual(expected, signature) ? ref : null;
}

// The VERP token: `<ref>-<signature>`, e.g. bounce+12-3456-202611-9f3a…@bounces.example.
export async function returnPathToken(deps: TKeyDeps, ref: TMessageRef): Promise<string> {
  return `${messageRefString(ref)}-${await signMessageRef(deps, 'rp', ref)}`;
}

export async function parseReturnPathToken(deps: TKeyDeps, token: string): Promise<TMessageRef | null> {
  const match = /^(\d{1,15}-\d{1,15}-\d{6})-([0-9a-f]+)$/.exec(token.trim().toLowerCase());
  if (!match?.[1] || !match[2]) return null;
  return verifyMessageRef(deps, 'rp', match[1], match[2]);
}
