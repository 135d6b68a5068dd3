import { useParams } from 'react-router';
import { DirectSendScreen } from '../../features/messaging/components/direct-send-screen';
import { channelOfSendingType } from '../../features/messaging/sending-types';

// The route check admits only known sending types, each of which maps to a channel.
export function DirectSendPage() {
  const { type = '' } = useParams();
  const channel = channelOfSendingType(type);
  return channel ? <DirectSendScreen key={type} type={type} channel={channel} /> : null;
}
