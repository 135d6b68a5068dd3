import { useParams } from 'react-router';
import { TaskDetailScreen } from '../../features/tasks/components/task-detail-screen';
import { TaskRunsScreen } from '../../features/tasks/components/task-runs-screen';
import { TaskWizardScreen } from '../../features/tasks/components/task-wizard-screen';
import { TasksScreen } from '../../features/tasks/components/tasks-screen';

export function TasksPage() {
  return <TasksScreen view="all" />;
}

export function TasksListPage() {
  return <TasksScreen view="list" />;
}

export function TasksOldPage() {
  return <TasksScreen view="old" />;
}

export function TaskDetailPage() {
  const { id } = useParams();
  return <TaskDetailScreen key={id} id={Number(id)} />;
}

export function TaskLogPage() {
  const { id } = useParams();
  return <TaskRunsScreen key={id} id={Number(id)} kind="log" />;
}

export function TaskTriggersPage() {
  const { id } = useParams();
  return <TaskRunsScreen key={id} id={Number(id)} kind="triggers" />;
}

export function TaskWizardPage() {
  return <TaskWizardScreen />;
}
