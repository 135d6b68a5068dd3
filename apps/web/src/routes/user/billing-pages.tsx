import { useParams } from 'react-router';
import { CheckoutScreen } from '../../features/billing/components/checkout-screen';
import { MyPacketsScreen } from '../../features/billing/components/my-packets-screen';
import { PacketScreen } from '../../features/billing/components/packet-screen';
import { PaymentResultScreen } from '../../features/billing/components/payment-result-screen';

export function PacketPage() {
  return <PacketScreen />;
}

export function MyPacketsPage() {
  return <MyPacketsScreen />;
}

export function PaymentPage() {
  const { type, code } = useParams();
  return <CheckoutScreen type={type} code={code} />;
}

export function PaymentSuccessPage() {
  return <PaymentResultScreen ok />;
}

export function PaymentErrorPage() {
  return <PaymentResultScreen ok={false} />;
}
