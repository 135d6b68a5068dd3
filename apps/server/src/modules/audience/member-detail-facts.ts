import type { TMemberEmailVerification } from '@ulak/shared';
import type { DbOrTx } from '../../platform/db/database';

// Facts about one member kept by modules above audience (the email verification's verdict), added to the
// member detail: each registers its source at import, so audience never imports them back.
type TDetailFacts = { email_verification: TMemberEmailVerification | null };
type TFactSource<K extends keyof TDetailFacts> = (
  db: DbOrTx,
  accountId: number,
  member: { id: number; email: string | null },
) => Promise<TDetailFacts[K]>;

let emailVerificationSource: TFactSource<'email_verification'> | null = null;

export function registerMemberEmailVerification(source: TFactSource<'email_verification'>): void {
  emailVerificationSource = source;
}

export async function memberDetailFacts(
  db: DbOrTx,
  accountId: number,
  member: { id: number; email: string | null },
): Promise<TDetailFacts> {
  return { email_verification: emailVerificationSource ? await emailVerificationSource(db, accountId, member) : null };
}
