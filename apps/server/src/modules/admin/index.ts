// The admin module's public API: staff accounts and the admin area.
export { adminRoutes } from './admin.routes';
export { adminTwoFactorRoutes } from './two-factor.routes';
export { audited, noteAdminAction } from './admin-actions.service';
export {
  adminProfile,
  advanceAdminTotpStep,
  createAdmin,
  findAdminByEmail,
  findAdminById,
  recordAdminLogin,
  setAdminDisabled,
  setAdminPasswordHash,
  setAdminTotpSecret,
} from './admin.service';
export type { TAdminRow } from './admin.repository';
