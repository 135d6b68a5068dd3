import { SupportScreen } from '../../features/support/components/support-screen';

export function SupportPage() {
  return <SupportScreen />;
}
