import { ComingSoonScreen } from '../../features/support/components/coming-soon-screen';

export function ComingSoonPage() {
  return <ComingSoonScreen />;
}
