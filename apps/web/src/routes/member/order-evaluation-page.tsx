import { useParams } from 'react-router';
import { EvaluationScreen } from '../../features/order-feedback/components/evaluation-screen';

export function OrderEvaluationPage() {
  const { token = '' } = useParams();
  return <EvaluationScreen key={token} token={token} />;
}
