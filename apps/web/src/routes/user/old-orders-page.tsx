import { OldOrdersScreen } from '../../features/records/components/old-orders-screen';

export function OldOrdersPage() {
  return <OldOrdersScreen />;
}
