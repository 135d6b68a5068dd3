import { OrdersScreen } from '../../features/records/components/orders-screen';

export function OrdersPage() {
  return <OrdersScreen />;
}
