import { randomBytes } from 'node:crypto';
import type {
  TAddMerchantInput,
  TAdminDashboard,
  TAdminDashboardQuery,
  TAdminInviteInput,
  TMerchantDetail,
  TUiLanguage,
} from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/http/app-error';
import {
  accountSignups,
  createAccountWithOwner,
  enqueueSystemMail,
  findMerchant,
  findOwnerByEmail,
  setAccountDisabled,
} from '../accounts';
import { createAdmin, findAdminByEmail, findAdminById, setAdminDisabled, setAdminTotpSecret } from '../admin';
import { mintOneTimeLoginToken, mintPasswordSetLink, revokeAllSessions } from '../auth';
import { audienceSize } from '../audience';
import { accountLimits, monthlyRecurringRevenue, paidAccountCount } from '../billing';
import { accountChannelUsage, sendsPerChannelByDay } from '../messaging';

// The calendar the staff read the dashboard in.
const STAFF_TIMEZONE = 'Europe/Istanbul';

// A stored hash no password matches: the person chooses one from the mailed link.
const unusablePasswordHash = () => `unset:${randomBytes(24).toString('base64url')}`;

const emailTaken = () =>
  new AppError('email_taken', 422, 'errors.email_taken', {}, ['errors.email_taken'], {
    email: ['errors.email_taken'],
  });

export async function adminDashboard(deps: AppDeps, query: TAdminDashboardQuery): Promise<TAdminDashboard> {
  const [signups, paid, mrr, sends] = await Promise.all([
    accountSignups(deps.db, query.from, query.to, STAFF_TIMEZONE),
    paidAccountCount(deps.db),
    monthlyRecurringRevenue(deps.db),
    sendsPerChannelByDay(deps.db, query.from, query.to, STAFF_TIMEZONE),
  ]);
  return {
    accounts: { total: signups.total, disabled: signups.disabled, paid },
    mrr,
    signups: signups.days,
    sends,
  };
}

// Admins: invite (a set-password link by mail), disable or enable, reset the second factor.
export async function inviteAdmin(
  deps: AppDeps,
  inviterId: number,
  input: TAdminInviteInput,
  lang: TUiLanguage,
): Promise<{ id: number }> {
  if (await findAdminByEmail(deps.db, input.email)) throw emailTaken();
  const inviter = await findAdminById(deps.db, inviterId);
  return deps.db.transaction(async (tx) => {
    const admin = await createAdmin(tx, { ...input, passwordHash: unusablePasswordHash(), invitedBy: inviterId });
    const link = await mintPasswordSetLink(tx, deps.config.publicUrl, { guard: 'admin', adminId: admin.id });
    const inviterName = inviter ? `${inviter.name} ${inviter.surname}` : 'Ulak';
    await enqueueSystemMail(tx, {
      to: admin.email,
      lang,
      template: 'admin_invite',
      params: { name: admin.name, inviter: inviterName, link },
    });
    return { id: admin.id };
  });
}

export async function setAdminEnabled(deps: AppDeps, actorId: number, adminId: number, enabled: boolean) {
  // An admin cannot lock themself out.
  if (!enabled && actorId === adminId) throw new AppError('forbidden', 403);
  return deps.db.transaction(async (tx) => {
    const row = await setAdminDisabled(tx, adminId, !enabled);
    if (!row) throw notFound();
    if (!enabled) await revokeAllSessions(tx, null, 'admin', adminId);
    return { id: row.id, email: row.email, disabled: row.disabledAt !== null };
  });
}

export async function resetAdminTwoFactor(deps: AppDeps, adminId: number) {
  const admin = await findAdminById(deps.db, adminId);
  if (!admin) throw notFound();
  await setAdminTotpSecret(deps.db, adminId, null);
  return { id: admin.id, email: admin.email, two_factor: false };
}

// Merchant accounts.
async function merchantOrThrow(deps: AppDeps, accountId: number) {
  const merchant = await findMerchant(deps.db, accountId);
  if (!merchant) throw notFound();
  return merchant;
}

export async function merchantDetail(deps: AppDeps, accountId: number): Promise<TMerchantDetail> {
  const merchant = await merchantOrThrow(deps, accountId);
  const [size, usage, limits] = await Promise.all([
    audienceSize(deps.db, accountId),
    accountChannelUsage(deps.db, accountId),
    accountLimits(deps.db, accountId),
  ]);
  return {
    ...merchant,
    usage: { ...size, limits, period: usage.period, sends: usage.sends },
  };
}

export async function setMerchantEnabled(deps: AppDeps, accountId: number, enabled: boolean) {
  const merchant = await merchantOrThrow(deps, accountId);
  await deps.db.transaction(async (tx) => {
    await setAccountDisabled(tx, accountId, !enabled);
    if (!enabled && merchant.owner) await revokeAllSessions(tx, accountId, 'user', merchant.owner.id);
  });
  return merchant;
}

// A one-time login link into the merchant's user area, for support (valid 5 minutes, single use).
export async function merchantLoginLink(deps: AppDeps, accountId: number): Promise<{ url: string; owner: string }> {
  const merchant = await merchantOrThrow(deps, accountId);
  if (!merchant.owner) throw notFound();
  if (merchant.disabled) throw new AppError('account_disabled', 403);
  const token = await mintOneTimeLoginToken(deps.db, accountId, merchant.owner.id);
  return { url: `${deps.config.publicUrl}/user?token=${token}`, owner: merchant.owner.email };
}

// Add new user: an account with its owner, an optional plan, and a welcome mail with a set-password link.
export async function addMerchant(
  deps: AppDeps,
  input: TAddMerchantInput,
  lang: TUiLanguage,
): Promise<{ accountId: number; userId: number }> {
  if (await findOwnerByEmail(deps.db, input.email)) throw emailTaken();
  const plan = input.plan ?? 'free';
  const packet = { name: plan.charAt(0).toUpperCase() + plan.slice(1), type: plan };
  try {
    return await deps.db.transaction(async (tx) => {
      const user = await createAccountWithOwner(tx, {
        name: input.name,
        surname: input.surname,
        email: input.email,
        phone: input.phone,
        passwordHash: unusablePasswordHash(),
        accountName: input.accountName || undefined,
        packet,
      });
      const link = await mintPasswordSetLink(tx, deps.config.publicUrl, {
        guard: 'user',
        accountId: user.accountId,
        userId: user.id,
      });
      await enqueueSystemMail(tx, {
        to: user.email,
        lang,
        template: 'welcome',
        params: { name: user.name, email: user.email, link, login: `${deps.config.publicUrl}/auth/login` },
      });
      return { accountId: user.accountId, userId: user.id };
    });
  } catch (error) {
    const code =
      (error as { code?: string; cause?: { code?: string } }).code ??
      (error as { cause?: { code?: string } }).cause?.code;
    if (code === '23505') throw emailTaken();
    throw error;
  }
}
