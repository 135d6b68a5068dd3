import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../app/router/route-helpers';

export const adminAuthRoutes: RouteObject[] = [
  lazyRoute(
    'admin/auth/login',
    () => import('./admin-login-page'),
    (m) => m.AdminLoginPage,
  ),
  lazyRoute(
    'admin/auth/forgot-password-admin',
    () => import('./admin-forgot-password-page'),
    (m) => m.AdminForgotPasswordPage,
  ),
  lazyRoute(
    'admin/auth/reset-password-for-admin',
    () => import('./admin-reset-password-page'),
    (m) => m.AdminResetPasswordPage,
  ),
  lazyRoute(
    'admin/auth/reset-password-success-admin',
    () => import('./admin-reset-password-success-page'),
    (m) => m.AdminResetPasswordSuccessPage,
  ),
];

export const adminAreaRoutes: RouteObject[] = [
  lazyRoute(
    'admin',
    () => import('./admin-home-page'),
    (m) => m.AdminHomePage,
  ),
  lazyRoute(
    'admin/profile',
    () => import('./admin-profile-page'),
    (m) => m.AdminProfilePage,
  ),
  lazyRoute(
    'admin/admins',
    () => import('./admins-page'),
    (m) => m.AdminsPage,
  ),
  lazyRoute(
    'admin/support-requests',
    () => import('./admin-support-page'),
    (m) => m.AdminSupportPage,
  ),
  lazyRoute(
    'admin/coupons',
    () => import('./billing-admin-pages'),
    (m) => m.AdminCouponsPage,
  ),
  lazyRoute(
    'admin/calculate',
    () => import('./billing-admin-pages'),
    (m) => m.AdminCalculatePage,
  ),
  lazyRoute(
    'admin/package/calculate',
    () => import('./billing-admin-pages'),
    (m) => m.AdminPackageCalculatePage,
  ),
  lazyRoute(
    'admin/add-new-user',
    () => import('./admin-area-pages'),
    (m) => m.AddNewUserPage,
  ),
  lazyRoute(
    'admin/user-packets',
    () => import('./billing-admin-pages'),
    (m) => m.AdminUserPacketsPage,
  ),
  lazyRoute(
    'admin/template',
    () => import('./admin-templates-page'),
    (m) => m.AdminTemplatesPage,
  ),
  lazyRoute(
    'admin/template/create-template',
    () => import('./admin-templates-page'),
    (m) => m.AdminTemplateCreatePage,
  ),
  lazyRoute(
    'admin/template/edit-template',
    () => import('./admin-templates-page'),
    (m) => m.AdminTemplateEditPage,
  ),
  lazyRoute(
    'admin/template/categories',
    () => import('./admin-templates-page'),
    (m) => m.AdminTemplateCategoriesPage,
  ),
  lazyRoute(
    'admin/release-note',
    () => import('./admin-area-pages'),
    (m) => m.AdminReleaseNotesPage,
  ),
  lazyRoute(
    'admin/accounts',
    () => import('./admin-area-pages'),
    (m) => m.MerchantsPage,
  ),
  lazyRoute(
    'admin/actions',
    () => import('./admin-area-pages'),
    (m) => m.AuditLogPage,
  ),
];
