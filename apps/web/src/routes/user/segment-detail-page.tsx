import { useParams } from 'react-router';
import { SegmentDetailScreen } from '../../features/segments/components/segment-detail-screen';

export function SegmentPage() {
  const { id } = useParams();
  return <SegmentDetailScreen key={id} id={Number(id)} area="segments" />;
}

export function SegmentV2Page() {
  const { id } = useParams();
  return <SegmentDetailScreen key={id} id={Number(id)} area="segments2" />;
}
