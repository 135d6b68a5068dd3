import type { TUserProfile } from '@ulak/shared/auth';

// The dashboard warns when the account has no domain yet or any domain is unverified.
export function needsDomainVerification(profile: Pick<TUserProfile, 'domains'> | undefined): boolean {
  if (!profile) return false;
  const domains = profile.domains ?? [];
  return domains.length === 0 || domains.some((domain) => !domain.verified);
}
