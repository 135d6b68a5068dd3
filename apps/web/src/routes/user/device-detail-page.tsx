import { useParams } from 'react-router';
import { DeviceDetailScreen } from '../../features/records/components/device-detail-screen';

export function DeviceDetailPage() {
  const { id } = useParams();
  return <DeviceDetailScreen key={id} id={Number(id)} />;
}
