import { useParams } from 'react-router';
import { MemberDetailScreen } from '../../features/members/components/detail/member-detail-screen';

// /user/member/{id} and /user/member-v2/{id}: the route check has already proved the id.
export function MemberDetailPage() {
  const { id } = useParams();
  return <MemberDetailScreen key={id} id={Number(id)} />;
}
