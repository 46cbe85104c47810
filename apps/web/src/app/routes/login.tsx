import { LoginForm } from '@/features/auth/components/login-form';

export default function LoginPage() {
  return (
    <div className="container" style={{ maxWidth: 480 }}>
      <title>Connexion | Chez Mama Lomé</title>
      <LoginForm />
    </div>
  );
}
