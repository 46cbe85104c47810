import { SponsorPayment } from '@/features/referral/components/sponsor-payment';

export default function SponsorPaymentPage() {
  return <SponsorPayment />;
}
