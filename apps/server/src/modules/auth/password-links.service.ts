import type { DbOrTx } from '../../platform/db/database';
import { issueToken } from './tokens.service';

// How long an invitation's or a welcome mail's set-password link stays valid.
export const PASSWORD_SET_TTL_SECONDS = 7 * 24 * 3600;

export type TPasswordSetSubject =
  { guard: 'admin'; adminId: number } | { guard: 'user'; accountId: number; userId: number };

// A set-password link for a new admin (invite) or a new merchant owner (add new user): the same one-time
// token and page as a password reset, valid for a week.
export async function mintPasswordSetLink(
  tx: DbOrTx,
  publicUrl: string,
  subject: TPasswordSetSubject,
): Promise<string> {
  if (subject.guard === 'admin') {
    const token = await issueToken(
      tx,
      'admin_password_reset',
      { guard: 'admin', subjectId: subject.adminId, accountId: null },
      PASSWORD_SET_TTL_SECONDS,
    );
    return `${publicUrl}/admin/auth/reset-password-for-admin?token=${token}`;
  }
  const token = await issueToken(
    tx,
    'password_reset',
    { guard: 'user', subjectId: subject.userId, accountId: subject.accountId },
    PASSWORD_SET_TTL_SECONDS,
  );
  return `${publicUrl}/auth/reset-password?token=${token}`;
}
