import { DomainDnsScreen } from '../../features/email-settings/components/domain-dns-screen';

export function DomainDnsSettingsPage() {
  return <DomainDnsScreen />;
}
