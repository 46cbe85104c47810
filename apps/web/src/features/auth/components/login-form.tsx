import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert, Button, Card, Form, Spinner } from 'react-bootstrap';
import { authMessages, loginSchema } from '@lome/shared';
import { paths } from '@/config/paths';
import { storageKeys } from '@/lib/storage';
import { errorText, zodFieldErrors, type FieldErrors } from '@/lib/form-errors';
import { PasswordInput } from '@/components/ui/password-input';
import { useLogin } from '../api/login';
import { useDelayedNavigate } from '../hooks/use-delayed-navigate';
import { redirectTarget, withReturn } from '../utils/redirect-target';

const LOGIN_REDIRECT_MS = 1500;

/** P11.1 /login: e-mail, password with toggle, remember me; 1.5 s after success, back to where the visitor was. */
export function LoginForm() {
  const location = useLocation();
  const login = useLogin();
  const navigateLater = useDelayedNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(() => localStorage.getItem(storageKeys.rememberMe) === 'true');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [success, setSuccess] = useState<string | null>(null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = loginSchema.safeParse({ email, password, remember_me: rememberMe });
    if (!parsed.success) {
      setFieldErrors(zodFieldErrors(parsed.error));
      return;
    }
    setFieldErrors({});
    login.mutate(parsed.data, {
      onSuccess: (res) => {
        if (rememberMe) localStorage.setItem(storageKeys.rememberMe, 'true');
        else localStorage.removeItem(storageKeys.rememberMe);
        setSuccess(res.message || authMessages.loginSuccess);
        // Staff come to work: the back-office, unless a page sent them here (decision 0072).
        const home = res.user.role === 'staff' || res.user.role === 'admin' ? paths.admin : paths.home;
        navigateLater(redirectTarget(location.state, home, location.search), LOGIN_REDIRECT_MS, {
          replace: true,
        });
      },
    });
  };

  const busy = login.isPending || !!success;
  // A page waiting for this login (an invitation): kept through a forgotten password too.
  const back = redirectTarget(location.state, '', location.search);

  return (
    <Card className="shadow-sm border-0 w-100">
      <Card.Body className="p-4">
        <Link to={paths.home} className="small text-decoration-none d-inline-block py-1">
          ← Retour à l'accueil
        </Link>
        <h1 className="h3 mt-3 mb-1">Connexion</h1>
        <p className="text-muted mb-4">Connectez-vous pour commander et suivre vos commandes.</p>

        {login.isError && (
          <Alert variant="danger">{errorText(login.error, 'Erreur lors de la connexion')}</Alert>
        )}
        {success && (
          <Alert variant="success" role="status">
            {success} Redirection...
          </Alert>
        )}

        <Form noValidate onSubmit={onSubmit}>
          <Form.Group className="mb-3" controlId="login-email">
            <Form.Label>Adresse e-mail</Form.Label>
            <Form.Control
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              isInvalid={!!fieldErrors.email}
            />
            <Form.Control.Feedback type="invalid">{fieldErrors.email}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId="login-password">
            <Form.Label>Mot de passe</Form.Label>
            <PasswordInput
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              feedback={fieldErrors.password}
            />
          </Form.Group>
          <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-4">
            <Form.Check
              id="login-remember"
              label="Se souvenir de moi"
              checked={rememberMe}
              onChange={(e) => setRememberMe(e.target.checked)}
            />
            <Link to={withReturn(paths.forgotPassword, back)} className="small d-inline-block py-1">
              Mot de passe oublié ?
            </Link>
          </div>
          <Button type="submit" variant="primary" className="w-100" disabled={busy}>
            {login.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
            Se connecter
          </Button>
        </Form>

        <p className="text-center mt-4 mb-0">
          Pas encore de compte ?{' '}
          {/* A new account goes on to where this login would have: the page that sent the visitor here. */}
          <Link to={paths.register} state={location.state}>
            Créer un compte
          </Link>
        </p>
      </Card.Body>
    </Card>
  );
}
