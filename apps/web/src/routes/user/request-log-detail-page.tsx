import { useParams } from 'react-router';
import { RequestLogDetailScreen } from '../../features/records/components/request-log-detail-screen';

export function RequestLogDetailPage() {
  const { id } = useParams();
  return <RequestLogDetailScreen key={id} id={Number(id)} />;
}
