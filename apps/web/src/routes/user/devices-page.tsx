import { DevicesScreen } from '../../features/records/components/devices-screen';

export function DevicesPage() {
  return <DevicesScreen />;
}
