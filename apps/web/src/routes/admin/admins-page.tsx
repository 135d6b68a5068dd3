import { AdminsScreen } from '../../features/admin/components/admins-screen';

export function AdminsPage() {
  return <AdminsScreen />;
}
