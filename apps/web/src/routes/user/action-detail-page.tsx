import { useParams } from 'react-router';
import { ActionDetailScreen } from '../../features/messaging/components/action-detail-screen';

export function ActionDetailPage() {
  const { id } = useParams();
  return <ActionDetailScreen key={id} id={Number(id)} />;
}
