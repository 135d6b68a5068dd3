// The accounts module's public API: account owners, their profile, 2FA, domains and activity.
export { accountsRoutes } from './accounts.routes';
export { SYSTEM_MAIL_JOB, SYSTEM_SMS_JOB, enqueueSystemMail, enqueueSystemSms, type TSystemMail } from './notify.jobs';
export {
  accountDisabled,
  accountExists,
  accountIdsWithPacketTypes,
  accountPacketType,
  accountSignups,
  createAccountWithOwner,
  findMerchant,
  searchMerchants,
  setAccountDisabled,
  findAccountOwner,
  findOwner,
  findOwnerByEmail,
  markOwnerEmailVerified,
  recordOwnerLogin,
  searchAccounts,
  setAccountPacket,
  setOwnerPasswordHash,
} from './owners.service';
export { accountTimezone, sessionProfile, setAccountTimezone, userProfile } from './profile.service';
export { countAccountUsage, registerUsageCounter, type TAccountUsage } from './usage-counters';
export {
  enabledTwoFactor,
  issueTwoFactorCode,
  sendTwoFactorCode,
  verifyTwoFactorCode,
  falseCode,
  type TEnabledTwoFactor,
} from './two-factor.service';
export { matchTotpStep, newTotpSecret, qrDataUrl, totpUri } from './totp';
export { resolveTxtRecords } from './dns-txt';
export { enabledAccountsRelation } from './read-models';
export type { TAccountMatch, TUserRow, TLoginMeta } from './users.repository';
export {
  assertLoginAllowed,
  checkTwoFactorGuarded,
  clearLoginFailures,
  deleteStaleAuthFailures,
  recordLoginFailure,
} from './auth-throttle.service';
