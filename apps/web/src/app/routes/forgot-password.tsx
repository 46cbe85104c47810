import { ForgotPasswordFlow } from '@/features/auth/components/forgot-password-flow';

export default function ForgotPasswordPage() {
  return (
    <div className="container" style={{ maxWidth: 480 }}>
      <title>Mot de passe oublié | Chez Mama Lomé</title>
      <ForgotPasswordFlow />
    </div>
  );
}
