import { useParams } from 'react-router';
import { DirectRunsScreen } from '../../features/messaging/components/direct-runs-screen';
import { channelOfSendingType } from '../../features/messaging/sending-types';

// The route check admits only known sending types, each of which maps to a channel.
export function DirectMessagesPage() {
  const { type = '' } = useParams();
  const channel = channelOfSendingType(type);
  return channel ? <DirectRunsScreen key={type} type={type} channel={channel} /> : null;
}
