import { useParams } from 'react-router';
import { SegmentActionsScreen } from '../../features/segments/components/segment-actions-screen';
import { SegmentActionReportScreen } from '../../features/segments/components/segment-action-report-screen';

export function SegmentActionsPage() {
  const { id } = useParams();
  return <SegmentActionsScreen key={id} id={Number(id)} area="segments" />;
}

export function Segment2ActionsPage() {
  const { id } = useParams();
  return <SegmentActionsScreen key={id} id={Number(id)} area="segments2" />;
}

export function SegmentActionReportPage() {
  const { applicationId, segmentActionId } = useParams();
  return (
    <SegmentActionReportScreen
      applicationId={Number(applicationId)}
      actionId={Number(segmentActionId)}
      area="segments"
    />
  );
}

export function Segment2ActionReportPage() {
  const { applicationId, segmentActionId } = useParams();
  return (
    <SegmentActionReportScreen
      applicationId={Number(applicationId)}
      actionId={Number(segmentActionId)}
      area="segments2"
    />
  );
}
