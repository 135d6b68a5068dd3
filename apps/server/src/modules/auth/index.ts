// The auth module's public API: guards for other modules' routes, sessions, one-time logins.
export { adminAuthRoutes } from './admin-auth.routes';
export { authRoutes } from './auth.routes';
export { assertPasswordRules, checkPassword, hashPassword, verifyPassword } from './passwords';
export { mintOneTimeLoginToken } from './one-time-login.service';
export { mintPasswordSetLink, type TPasswordSetSubject } from './password-links.service';
export { sendVerificationMail } from './user-credentials.service';
export {
  createSession,
  requireAdmin,
  requireUser,
  revokeAllSessions,
  withGuard,
  type TRequestMeta,
} from './sessions.service';
export type { TGuard } from './auth.tables';
export { AUTH_CLEANUP_CRON, AUTH_CLEANUP_JOB } from './auth.jobs';
export { PASSWORD_RESET_JOB } from './password-reset.jobs';
