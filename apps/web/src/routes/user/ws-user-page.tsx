import { WsUserScreen } from '../../features/applications/components/ws-user-screen';

export function WsUserPage() {
  return <WsUserScreen />;
}
