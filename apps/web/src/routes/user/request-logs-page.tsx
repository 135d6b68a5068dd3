import { RequestLogsScreen } from '../../features/records/components/request-logs-screen';

export function RequestLogsPage() {
  return <RequestLogsScreen />;
}
