import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { PasswordInput } from '@/components/ui/password-input';
import { errorText } from '@/lib/form-errors';
import { useRiderLogin } from '../api/rider-login';

/** The rider's login on their phone: their number and the password the restaurant gave them. */
export function RiderLoginForm() {
  const login = useRiderLogin();
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  return (
    <div className="container py-4" style={{ maxWidth: 440 }}>
      <h1 className="h3">Mes livraisons</h1>
      <p className="text-body-secondary">Livreur : connectez-vous avec votre numéro et votre mot de passe.</p>
      {login.isError && <Alert variant="danger">{errorText(login.error, 'Connexion impossible.')}</Alert>}
      <Form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          login.mutate({ phone, password });
        }}
      >
        <Form.Group className="mb-3" controlId="rider-login-phone">
          <Form.Label>Numéro de téléphone</Form.Label>
          <Form.Control
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
          />
        </Form.Group>
        <Form.Group className="mb-3" controlId="rider-login-password">
          <Form.Label>Mot de passe</Form.Label>
          <PasswordInput
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Form.Group>
        <Button type="submit" size="lg" className="w-100" disabled={login.isPending}>
          Se connecter
        </Button>
      </Form>
    </div>
  );
}
