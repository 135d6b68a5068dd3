import { useParams } from 'react-router';
import { ApplicationDetailScreen } from '../../features/applications/components/application-detail-screen';

export function ApplicationDetailPage() {
  const { code } = useParams();
  return <ApplicationDetailScreen key={code} code={code} />;
}
