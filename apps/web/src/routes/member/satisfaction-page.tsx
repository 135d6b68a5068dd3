import { useParams } from 'react-router';
import { SatisfactionScreen } from '../../features/order-feedback/components/satisfaction-screen';

export function SatisfactionPage() {
  const { token = '' } = useParams();
  return <SatisfactionScreen key={token} token={token} />;
}
