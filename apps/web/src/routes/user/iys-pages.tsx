import { IysChangeLogsScreen, IysTransferLogsScreen } from '../../features/iys/components/iys-log-screens';
import { IysSettingsScreen } from '../../features/iys/components/iys-screens';

export function IysSettingsPage() {
  return <IysSettingsScreen />;
}

export function IysTransferLogsPage() {
  return <IysTransferLogsScreen />;
}

export function IysChangeLogsPage() {
  return <IysChangeLogsScreen />;
}
