// The member email verification module's public API: routes and jobs, the verdict on a member's address
// (member detail), and the send-time skip of invalid addresses (registered with the pipeline at load).
import { registerMemberEmailVerification, registerMemberFilter } from '../audience';
import { registerRecipientCheck } from '../messaging';
import { emailVerificationRepository } from './email-verification.repository';
import { memberEmailVerification } from './email-verification.service';
import { verificationCondition } from './verification-condition';

// The member list filters by class; the member detail shows the verdict on the current address.
registerMemberFilter('emailVerification', verificationCondition);
registerMemberEmailVerification((db, accountId, member) =>
  memberEmailVerification({ db }, accountId, member.id, member.email),
);

// Email sends skip members whose current address was classified invalid (SPEC §8 'Member email invalid').
registerRecipientCheck('email-verification', async (deps, accountId, channel, recipients) => {
  const skips = new Map<number, { code: string; reason: string }>();
  if (channel !== 'email') return skips;
  const memberIds = recipients.flatMap((r) => (r.memberId === null ? [] : [r.memberId]));
  const invalid = await emailVerificationRepository.invalidMembers(deps.db, accountId, memberIds);
  for (const r of recipients)
    if (r.memberId !== null && invalid.has(r.memberId))
      skips.set(r.id, { code: 'email_invalid', reason: 'Member email invalid' });
  return skips;
});

export { emailVerificationRoutes } from './email-verification.routes';
export { EMAIL_VERIFICATION_CRONS, EMAIL_VERIFICATION_JOBS } from './email-verification.jobs';
export { memberEmailVerification } from './email-verification.service';
export { verificationCondition } from './verification-condition';
