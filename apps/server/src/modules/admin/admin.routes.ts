import {
  ZAdminActionsPage,
  ZAdminActionsQuery,
  ZAdminListPage,
  ZAdminProfile,
  ZPageQuery,
  dataEnvelope,
} from '@ulak/shared';
import type { RoutePlugin } from '../../platform/http/app';
import { adminAuth } from '../../platform/http/auth-context';
import { listAdminActions } from './admin-actions.service';
import { adminProfile, listAdmins } from './admin.service';

// The admin area. Guard: admin (the registry wraps this plugin with requireAdmin; `adminAuth`
// refuses any request without an admin session anyway).
export const adminRoutes: RoutePlugin = async (app, deps) => {
  app.get('/admin/profile', { schema: { response: { 200: dataEnvelope(ZAdminProfile) } } }, async (req) => ({
    data: await adminProfile(deps, adminAuth(req).adminId),
  }));

  app.get('/admin/admins', { schema: { querystring: ZPageQuery, response: { 200: ZAdminListPage } } }, async (req) => {
    adminAuth(req);
    return listAdmins(deps, req.query.page, req.query.perPage);
  });

  // The audit log: every change made through the admin API, newest first.
  app.get(
    '/admin/actions',
    { schema: { querystring: ZAdminActionsQuery, response: { 200: ZAdminActionsPage } } },
    async (req) => {
      adminAuth(req);
      return listAdminActions(deps, req.query);
    },
  );
};
