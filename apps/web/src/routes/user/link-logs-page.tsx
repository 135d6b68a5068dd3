import { LinkLogsScreen } from '../../features/messaging/components/link-logs-screen';

export function LinkLogsPage() {
  return <LinkLogsScreen />;
}
