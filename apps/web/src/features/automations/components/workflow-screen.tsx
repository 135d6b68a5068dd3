import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../common/components/loading-screen';
import { RecordState } from '../../common/components/record-state';
import { useWorkflow } from '../hooks/use-automations';

// The canvas library is loaded only with this screen.
const WorkflowEditor = lazy(() => import('./canvas/workflow-editor').then((m) => ({ default: m.WorkflowEditor })));

// /user/automation/set/{id}: one workflow on its canvas; a scenario's workflow opens its scenario screen.
export function WorkflowScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const workflow = useWorkflow(id);
  if (!workflow.data) return <RecordState query={workflow} title={t('pages.workflow')} listPath="/user/workflows" />;
  if (workflow.data.scenarioCode) return <Navigate to={`/user/automation/${workflow.data.scenarioCode}`} replace />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <WorkflowEditor workflow={workflow.data} />
    </Suspense>
  );
}
