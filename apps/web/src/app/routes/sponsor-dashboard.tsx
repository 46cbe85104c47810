import { SponsorDashboard } from '@/features/referral/components/sponsor-dashboard';

export default function SponsorDashboardPage() {
  return <SponsorDashboard />;
}
