import { useSearchParams } from 'react-router';
import { ReportDetailScreen } from '../../features/embedded/components/report-detail-screen';

// Its own chunk: the chart library loads only with this screen.
export function ReportDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return <ReportDetailScreen id={Number.isInteger(id) && id > 0 ? id : null} />;
}
