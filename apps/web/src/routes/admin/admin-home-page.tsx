import { AdminHomeScreen } from '../../features/admin/components/admin-home-screen';

export function AdminHomePage() {
  return <AdminHomeScreen />;
}
