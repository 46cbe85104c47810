import { ProfilePage } from '@/features/profile/components/profile-page';

export default function Profile() {
  return <ProfilePage />;
}
