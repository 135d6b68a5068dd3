import { ADMIN_NAV } from './parts/nav-items';
import { ShellLayout } from './parts/shell-layout';

export function AdminLayout() {
  return <ShellLayout area="admin" nav={ADMIN_NAV} home="/admin" testId="layout-admin" />;
}
