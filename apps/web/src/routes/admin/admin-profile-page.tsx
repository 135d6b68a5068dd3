import { AdminProfileScreen } from '../../features/admin/components/admin-profile-screen';

export function AdminProfilePage() {
  return <AdminProfileScreen />;
}
