import { MembersScreen } from '../../features/members/components/members-screen';

export function MembersPage() {
  return <MembersScreen />;
}
