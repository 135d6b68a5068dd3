import type { AppDeps } from '../../platform/deps';
import { safeEqual } from '../../platform/crypto/tokens';
import { accountSigningKey, signFields } from '../messaging';

// `<account>-<member>-<order>-<expiry, unix seconds in base 36>-<signature>`: an HMAC with the account's
// own signing key over the page's purpose and every field, so a token for the evaluation page never
// opens the survey and any changed field (or a later expiry) fails.
export type TFeedbackKind = 'evaluation' | 'survey';
export type TFeedbackTarget = { accountId: number; memberId: number; orderId: number };
type TKeyDeps = Pick<AppDeps, 'db' | 'secretBox'>;

export const FEEDBACK_LINK_DAYS = 60;
const PURPOSE = { evaluation: 'eval', survey: 'survey' } as const;
const PATH = { evaluation: 'order_evaluation', survey: 'satisfaction/questions' } as const;

export async function signFeedbackToken(
  deps: TKeyDeps,
  kind: TFeedbackKind,
  target: TFeedbackTarget,
  expiresAt = new Date(Date.now() + FEEDBACK_LINK_DAYS * 86_400_000),
): Promise<string> {
  const fields = [
    target.accountId,
    target.memberId,
    target.orderId,
    Math.floor(expiresAt.getTime() / 1000).toString(36),
  ];
  const key = await accountSigningKey(deps, target.accountId);
  return `${fields.join('-')}-${signFields(key, PURPOSE[kind], fields)}`;
}

export async function feedbackUrl(
  deps: TKeyDeps & Pick<AppDeps, 'config'>,
  kind: TFeedbackKind,
  target: TFeedbackTarget,
) {
  return `${deps.config.publicUrl}/${PATH[kind]}/${await signFeedbackToken(deps, kind, target)}`;
}

export type TVerified = { ok: true; target: TFeedbackTarget } | { ok: false; reason: 'invalid' | 'expired' };

export async function verifyFeedbackToken(deps: TKeyDeps, kind: TFeedbackKind, token: string): Promise<TVerified> {
  const match = /^(\d{1,15})-(\d{1,15})-(\d{1,15})-([0-9a-z]{1,10})-([0-9a-f]{24})$/.exec(token);
  if (!match?.[1] || !match[2] || !match[3] || !match[4] || !match[5]) return { ok: false, reason: 'invalid' };
  const target = { accountId: Number(match[1]), memberId: Number(match[2]), orderId: Number(match[3]) };
  let key: Buffer;
  try {
    key = await accountSigningKey(deps, target.accountId);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const expected = signFields(key, PURPOSE[kind], [match[1], match[2], match[3], match[4]]);
  if (!safeEqual(expected, match[5])) return { ok: false, reason: 'invalid' };
  if (parseInt(match[4], 36) * 1000 < Date.now()) return { ok: false, reason: 'expired' };
  return { ok: true, target };
}
