import type { TAdminTotpSetup, TTwoFactorStatus } from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/http/app-error';
import { checkTwoFactorGuarded, falseCode, matchTotpStep, newTotpSecret, qrDataUrl, totpUri } from '../accounts';
import { adminRepository } from './admin.repository';

type TDeps = Pick<AppDeps, 'db' | 'secretBox'>;

// How long a QR code stays good for before setup must start again.
const SETUP_TTL_MS = 15 * 60 * 1000;

const notEnabled = (): AppError => new AppError('mfa_not_enabled', 422);

async function findAdmin(deps: TDeps, adminId: number) {
  const admin = await adminRepository(deps.db).findById(adminId);
  if (!admin) throw notFound();
  return admin;
}

// Admins have one second factor, TOTP; the status has the users' shape so the screen is shared.
export async function adminTwoFactorStatus(deps: TDeps, adminId: number): Promise<TTwoFactorStatus> {
  const enabled = (await findAdmin(deps, adminId)).totpSecret !== null;
  return { methods: [{ method: 'totp', enabled, primary: enabled }] };
}

export async function startAdminTotpSetup(deps: TDeps, adminId: number): Promise<TAdminTotpSetup> {
  const admin = await findAdmin(deps, adminId);
  const secret = newTotpSecret();
  const otpauthUrl = totpUri(admin.email, secret);
  const setupToken = deps.secretBox.seal(JSON.stringify({ adminId, secret, exp: Date.now() + SETUP_TTL_MS }));
  return { secret, otpauthUrl, qrDataUrl: await qrDataUrl(otpauthUrl), setupToken };
}

function openSetup(deps: TDeps, adminId: number, token: string): string {
  try {
    const setup = JSON.parse(deps.secretBox.open(token)) as { adminId?: number; secret?: string; exp?: number };
    if (setup.adminId === adminId && typeof setup.secret === 'string' && (setup.exp ?? 0) > Date.now())
      return setup.secret;
  } catch {
    // A token that does not open is treated like a wrong code.
  }
  throw falseCode();
}

export async function enableAdminTotp(deps: TDeps, adminId: number, code: string, setupToken: string) {
  await findAdmin(deps, adminId);
  const secret = openSetup(deps, adminId, setupToken);
  const step = matchTotpStep(secret, code);
  const ok = await checkTwoFactorGuarded(deps.db, 'admin', adminId, async () => step !== null);
  if (!ok || step === null) throw falseCode();
  await deps.db.transaction(async (tx) => {
    await adminRepository(tx).setTotpSecret(adminId, deps.secretBox.seal(secret));
    await adminRepository(tx).advanceTotpStep(adminId, step);
  });
  return adminTwoFactorStatus(deps, adminId);
}

// Turning TOTP off needs a current code (single use, like at login).
export async function disableAdminTotp(deps: TDeps, adminId: number, code: string) {
  const admin = await findAdmin(deps, adminId);
  if (admin.totpSecret === null) throw notEnabled();
  const secret = deps.secretBox.open(admin.totpSecret);
  const repo = adminRepository(deps.db);
  // Failures count with the login's, per admin, so this endpoint is no way around the lock.
  const ok = await checkTwoFactorGuarded(deps.db, 'admin', adminId, async () => {
    const step = matchTotpStep(secret, code);
    return step !== null && (await repo.advanceTotpStep(adminId, step));
  });
  if (!ok) throw falseCode();
  await repo.setTotpSecret(adminId, null);
  return adminTwoFactorStatus(deps, adminId);
}
