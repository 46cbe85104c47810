import { Link, useSearchParams } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import type { CompanyInvitationInfo } from '@lome/shared';
import { paths } from '@/config/paths';
import { useAuth, withReturn } from '@/features/auth';
import { errorText } from '@/lib/form-errors';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitation } from '../api/get-invitation';

const day = (iso: string) => new Date(iso).toLocaleDateString('fr-FR', { timeZone: 'Africa/Lome' });

/** A link already used: the colleague is in; they find the company under "Mon entreprise". */
function AlreadyJoined({ invitation, signedIn }: { invitation: CompanyInvitationInfo; signedIn: boolean }) {
  return (
    <Alert variant="success" role="status">
      <p className="mb-2">
        Invitation déjà acceptée : {invitation.email} fait partie de {invitation.company_name} depuis le{' '}
        {day(invitation.accepted_at!)}.
      </p>
      {signedIn ? (
        <Link to={paths.profileCompany}>Mon entreprise</Link>
      ) : (
        <Link to={withReturn(paths.login, paths.profileCompany)}>Me connecter</Link>
      )}
    </Alert>
  );
}

/**
 * The link of a colleague's invitation: says which company invites which address, then signs up with
 * the token (the new account joins at once) or, logged in, joins with "Rejoindre l'entreprise". The login
 * comes back here, by the address (a new tab or a forgotten password keep it too).
 */
export function InvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { isAuthenticated, user } = useAuth();
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation();
  const here = `${paths.companyInvitation}?token=${encodeURIComponent(token)}`;

  return (
    <section className="container py-4 py-md-5" style={{ maxWidth: 640 }}>
      <h1 className="h3 mb-3">Invitation d’entreprise</h1>
      {!token ? (
        <Alert variant="danger">Ce lien d’invitation est incomplet.</Alert>
      ) : invitation.isPending ? (
        <Spinner animation="border" role="status">
          <span className="visually-hidden">Chargement…</span>
        </Spinner>
      ) : invitation.isError ? (
        <Alert variant="danger">{errorText(invitation.error, 'Cette invitation n’a pas pu être lue.')}</Alert>
      ) : accept.isSuccess ? (
        <Alert variant="success" role="status">
          {accept.data.message} Vos commandes sont désormais facturées à {invitation.data.company_name}.{' '}
          <Link to={paths.menu}>Commander</Link> · <Link to={paths.profileCompany}>Mon entreprise</Link>
        </Alert>
      ) : invitation.data.accepted_at ? (
        <AlreadyJoined invitation={invitation.data} signedIn={isAuthenticated} />
      ) : (
        <Card className="shadow-sm border-0">
          <Card.Body className="p-4">
            <p>
              <strong>{invitation.data.company_name}</strong> vous invite à commander pour l’entreprise avec
              l’adresse <strong className="text-break">{invitation.data.email}</strong> : vos factures
              porteront son nom, son NIF et son RCCM.
            </p>
            {isAuthenticated ? (
              <>
                <p className="small text-body-secondary">Connecté en tant que {user?.email}.</p>
                {accept.isError && (
                  <Alert variant="danger">
                    {errorText(accept.error, 'L’invitation n’a pas pu être acceptée.')}
                  </Alert>
                )}
                <Button onClick={() => accept.mutate(token)} disabled={accept.isPending}>
                  {accept.isPending ? 'Un instant…' : `Rejoindre ${invitation.data.company_name}`}
                </Button>
              </>
            ) : (
              <div className="d-flex flex-wrap gap-2">
                <Link
                  className="btn btn-primary"
                  to={`${paths.register}?invitation=${encodeURIComponent(token)}&email=${encodeURIComponent(invitation.data.email)}`}
                >
                  Créer mon compte
                </Link>
                <Link
                  className="btn btn-outline-primary"
                  to={withReturn(paths.login, here)}
                  state={{ from: here }}
                >
                  J’ai déjà un compte : me connecter
                </Link>
              </div>
            )}
          </Card.Body>
        </Card>
      )}
    </section>
  );
}
