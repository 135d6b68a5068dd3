import { useParams } from 'react-router';
import { ScenarioGalleryScreen } from '../../features/automations/components/scenario-gallery-screen';
import { ScenarioScreen } from '../../features/automations/components/scenario-screen';
import { WorkflowScreen } from '../../features/automations/components/workflow-screen';
import { WorkflowsScreen } from '../../features/automations/components/workflows-screen';

export function AutomationPage() {
  return <ScenarioGalleryScreen />;
}

export function ScenarioPage() {
  const { code } = useParams();
  return <ScenarioScreen key={code} code={code ?? ''} />;
}

export function WorkflowPage() {
  const { id } = useParams();
  return <WorkflowScreen key={id} id={Number(id)} />;
}

export function WorkflowsPage() {
  return <WorkflowsScreen />;
}
