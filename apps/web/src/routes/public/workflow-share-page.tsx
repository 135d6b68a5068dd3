import { useSearchParams } from 'react-router';
import { SharedWorkflowView } from '../../features/automations/components/canvas/shared-workflow-view';

export function WorkflowSharePage() {
  const [params] = useSearchParams();
  return <SharedWorkflowView token={params.get('token') ?? ''} />;
}
