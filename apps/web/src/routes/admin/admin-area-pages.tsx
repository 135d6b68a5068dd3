import { AddNewUserScreen } from '../../features/admin/components/add-new-user-screen';
import { AuditLogScreen } from '../../features/admin/components/audit-log-screen';
import { MerchantsScreen } from '../../features/admin/components/merchants-screen';
import { ReleaseNotesAdminScreen } from '../../features/admin/components/release-notes-admin-screen';

export function AddNewUserPage() {
  return <AddNewUserScreen />;
}

export function AdminReleaseNotesPage() {
  return <ReleaseNotesAdminScreen />;
}

export function MerchantsPage() {
  return <MerchantsScreen />;
}

export function AuditLogPage() {
  return <AuditLogScreen />;
}
