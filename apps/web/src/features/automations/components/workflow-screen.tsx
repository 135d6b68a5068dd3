import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { EmptyState } from '../../common/components/empty-state';
import { LoadingScreen } from '../../common/components/loading-screen';
import { useWorkflow } from '../hooks/use-automations';

// The canvas library is loaded only with this screen.
const WorkflowEditor = lazy(() => import('./canvas/workflow-editor').then((m) => ({ default: m.WorkflowEditor })));

// /user/automation/set/{id}: one workflow on its canvas; a scenario's workflow opens its scenario screen.
export function WorkflowScreen({ id }: { id: number }) {
  const workflow = useWorkflow(id);
  if (workflow.isPending) return <LoadingScreen />;
  if (workflow.isError || !workflow.data) return <EmptyState titleKey="empty.nothing_to_show" />;
  if (workflow.data.scenarioCode) return <Navigate to={`/user/automation/${workflow.data.scenarioCode}`} replace />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <WorkflowEditor workflow={workflow.data} />
    </Suspense>
  );
}
