import { ApplicationsScreen } from '../../features/applications/components/applications-screen';

export function ApplicationsPage() {
  return <ApplicationsScreen />;
}
