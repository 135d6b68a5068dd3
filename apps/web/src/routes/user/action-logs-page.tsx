import { ActionLogsScreen } from '../../features/messaging/components/action-logs-screen';

export function ActionLogsPage() {
  return <ActionLogsScreen />;
}
