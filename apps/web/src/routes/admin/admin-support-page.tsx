import { AdminSupportScreen } from '../../features/support/components/admin-support-screen';

export function AdminSupportPage() {
  return <AdminSupportScreen />;
}
