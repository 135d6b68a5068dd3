import { ProfileScreen } from '../../features/accounts/components/profile-screen';

export function ProfilePage() {
  return <ProfileScreen />;
}
