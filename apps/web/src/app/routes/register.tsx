import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { RegisterForm } from '@/features/auth/components/register-form';
import { ReferralCodeField } from '@/features/referral/components/referral-code-field';
import { clearReferralCode, readReferralCode } from '@/features/referral/utils/referral-storage';

export default function RegisterPage() {
  const [searchParams] = useSearchParams();
  // A code in the link wins over one stored by an earlier visit.
  const [initialCode] = useState(() => searchParams.get('ref') ?? readReferralCode());
  return (
    <div className="container" style={{ maxWidth: 760 }}>
      <title>Créer un compte | Chez Mama Lomé</title>
      <RegisterForm
        referral={(field) => <ReferralCodeField initialCode={initialCode} {...field} />}
        onRegistered={clearReferralCode}
      />
    </div>
  );
}
