import { ZPageQuery } from '@ulak/shared';
import type { RoutePlugin } from '../../platform/http/app';
import { adminAuth } from '../../platform/http/auth-context';
import { adminProfile, listAdmins } from './admin.service';

// The admin area. Guard: admin (the registry wraps this plugin with requireAdmin; `adminAuth`
// refuses any request without an admin session anyway).
export const adminRoutes: RoutePlugin = async (app, deps) => {
  app.get('/admin/profile', async (req) => ({ data: await adminProfile(deps, adminAuth(req).adminId) }));

  app.get('/admin/admins', { schema: { querystring: ZPageQuery } }, async (req) => {
    adminAuth(req);
    return listAdmins(deps, req.query.page, req.query.perPage);
  });
};
