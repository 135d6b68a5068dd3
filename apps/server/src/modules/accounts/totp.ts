import { authenticator } from 'otplib';

export const TOTP_ISSUER = 'Ulak';
const STEP_SECONDS = 30;

// ±1 step of clock drift is accepted.
const checker = authenticator.clone({ window: 1, step: STEP_SECONDS });

export function newTotpSecret(): string {
  return authenticator.generateSecret();
}

export function totpUri(account: string, secret: string): string {
  return authenticator.keyuri(account, TOTP_ISSUER, secret);
}

// The time step the code belongs to, or null when it matches none in the window. The caller
// refuses a step that was already used, so a code cannot be replayed.
export function matchTotpStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = checker.clone({ epoch: now }).checkDelta(code, secret);
  if (delta === null) return null;
  return Math.floor(now / 1000 / STEP_SECONDS) + delta;
}

// The otpauth URL as a QR code image (data URL) for the authenticator app; the QR library loads on first setup.
export async function qrDataUrl(otpauthUrl: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toDataURL(otpauthUrl);
}
