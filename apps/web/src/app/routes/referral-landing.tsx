import { useParams } from 'react-router';
import { ReferralLanding } from '@/features/referral/components/referral-landing';

export default function ReferralLandingPage() {
  const { code = '' } = useParams();
  return <ReferralLanding key={code} code={code} />;
}
