import { PacketNotFoundScreen } from '../../features/billing/components/packet-not-found-screen';

export function PacketNotFoundPage() {
  return <PacketNotFoundScreen />;
}
