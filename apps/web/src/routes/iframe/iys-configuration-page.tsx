import { IysConfigurationScreen } from '../../features/iys/components/iys-screens';

export function IysConfigurationPage() {
  return <IysConfigurationScreen />;
}
