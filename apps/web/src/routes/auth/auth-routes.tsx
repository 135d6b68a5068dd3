import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../app/router/route-helpers';

export const userAuthRoutes: RouteObject[] = [
  lazyRoute(
    'auth/login',
    () => import('./login-page'),
    (m) => m.LoginPage,
  ),
  lazyRoute(
    'auth/register',
    () => import('./register-page'),
    (m) => m.RegisterPage,
  ),
  lazyRoute(
    'auth/register-success',
    () => import('./register-success-page'),
    (m) => m.RegisterSuccessPage,
  ),
  lazyRoute(
    'auth/user-verification',
    () => import('./user-verification-page'),
    (m) => m.UserVerificationPage,
  ),
  lazyRoute(
    'auth/domain-verification',
    () => import('./domain-verification-page'),
    (m) => m.DomainVerificationPage,
  ),
  lazyRoute(
    'auth/forgot-password',
    () => import('./forgot-password-page'),
    (m) => m.ForgotPasswordPage,
  ),
  lazyRoute(
    'auth/forgot-password-success',
    () => import('./forgot-password-success-page'),
    (m) => m.ForgotPasswordSuccessPage,
  ),
  lazyRoute(
    'auth/reset-password',
    () => import('./reset-password-page'),
    (m) => m.ResetPasswordPage,
  ),
  lazyRoute(
    'auth/reset-password-success',
    () => import('./reset-password-success-page'),
    (m) => m.ResetPasswordSuccessPage,
  ),
];

export const liteAuthRoutes: RouteObject[] = [
  lazyRoute(
    'lite/auth/login',
    () => import('../lite/lite-login-page'),
    (m) => m.LiteLoginPage,
  ),
];
