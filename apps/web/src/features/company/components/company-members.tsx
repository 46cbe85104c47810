import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { companyInviteSchema } from '@lome/shared';
import { apiFieldErrors, errorText } from '@/lib/form-errors';
import { useCompanyMembers } from '../api/get-company-members';
import { useInviteMember } from '../api/invite-member';
import { useRemoveMember } from '../api/remove-member';
import { useRevokeInvitation } from '../api/revoke-invitation';

const day = (iso: string) => new Date(iso).toLocaleDateString('fr-FR', { timeZone: 'Africa/Lome' });

/** The holder's colleagues: who they are, the invitations still open, and the invitation form. */
export function CompanyMembers() {
  const members = useCompanyMembers();
  const invite = useInviteMember();
  const remove = useRemoveMember();
  const revoke = useRevokeInvitation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | null>(null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    const parsed = companyInviteSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    invite.mutate(parsed.data, {
      onSuccess: (answer) => {
        setNotice(answer.message);
        setEmail('');
      },
      onError: (err) =>
        setError(apiFieldErrors(err).email ?? errorText(err, 'L’invitation n’a pas pu être envoyée.')),
    });
  };

  return (
    <section aria-labelledby="company-members-title" className="mb-4">
      <h3 id="company-members-title" className="h6">
        Collègues
      </h3>
      {members.isPending ? (
        <Spinner size="sm" role="status">
          <span className="visually-hidden">Chargement des collègues</span>
        </Spinner>
      ) : members.isError ? (
        <Alert variant="danger">{errorText(members.error, 'Les collègues n’ont pas pu être chargés.')}</Alert>
      ) : (
        <ul className="list-unstyled mb-3" aria-label="Collègues de l’entreprise">
          {members.data.members.length === 0 && members.data.invitations.length === 0 && (
            <li className="text-body-secondary small">Aucun collègue pour le moment.</li>
          )}
          {members.data.members.map((m) => (
            <li key={m.id} className="d-flex flex-wrap align-items-center gap-2 py-2 border-bottom">
              <div className="flex-grow-1">
                <div>{m.name}</div>
                <small className="text-body-secondary text-break">{m.email}</small>
              </div>
              <Button
                size="sm"
                variant="outline-danger"
                disabled={remove.isPending}
                onClick={() => remove.mutate(m.id)}
                aria-label={`Retirer ${m.name} de l’entreprise`}
              >
                Retirer
              </Button>
            </li>
          ))}
          {members.data.invitations.map((i) => (
            <li key={i.id} className="d-flex flex-wrap align-items-center gap-2 py-2 border-bottom small">
              <div className="flex-grow-1 text-body-secondary">
                <span className="text-break">{i.email}</span> — invitation envoyée, valable jusqu’au{' '}
                {day(i.expires_at)}
              </div>
              <Button
                size="sm"
                variant="outline-secondary"
                disabled={revoke.isPending}
                onClick={() => {
                  setNotice(null);
                  revoke.mutate(i.id, { onSuccess: (answer) => setNotice(answer.message) });
                }}
                aria-label={`Annuler l’invitation de ${i.email}`}
              >
                Annuler l’invitation
              </Button>
            </li>
          ))}
        </ul>
      )}
      {remove.isError && (
        <Alert variant="danger">{errorText(remove.error, 'Ce collègue n’a pas pu être retiré.')}</Alert>
      )}
      {revoke.isError && (
        <Alert variant="danger">{errorText(revoke.error, 'L’invitation n’a pas pu être annulée.')}</Alert>
      )}
      <Form noValidate onSubmit={onSubmit} className="d-flex flex-wrap align-items-start gap-2">
        <Form.Group controlId="company-invite-email" className="flex-grow-1">
          <Form.Label className="visually-hidden">E-mail du collègue</Form.Label>
          <Form.Control
            type="email"
            placeholder="E-mail du collègue"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            isInvalid={!!error}
            aria-invalid={error ? true : undefined}
          />
          <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
        </Form.Group>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? 'Envoi…' : 'Inviter un collègue'}
        </Button>
      </Form>
      {notice && (
        <Alert variant="success" role="status" className="mt-2">
          {notice}
        </Alert>
      )}
    </section>
  );
}
