import { useEffect } from 'react';
import { Link } from 'react-router';
import { Alert, Badge, Card, Spinner } from 'react-bootstrap';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { useReferralCheck } from '../api/check-referral-code';
import { referralErrorText } from '../utils/referral-error';
import { normaliseReferralCode, storeReferralCode } from '../utils/referral-storage';

/** P11.1 /ref/{code}: who invited the visitor, then register (code kept) or visit the site. */
export function ReferralLanding({ code }: { code: string }) {
  const clean = normaliseReferralCode(code);
  const { user } = useAuth();
  // The check refuses a signed-in referrer's own code (no self-referral, P7.1) with the invalid-code answer;
  // the stored user's code tells it apart here, without asking (an empty code disables the check) or storing
  // it.
  const own = !!user?.referral_code && normaliseReferralCode(user.referral_code) === clean;
  const check = useReferralCheck(own ? '' : clean);

  useEffect(() => {
    if (check.data) storeReferralCode(clean);
  }, [check.data, clean]);

  return (
    <section className="container py-5" style={{ maxWidth: 640 }}>
      <title>Invitation au parrainage | Chez Mama Lomé</title>
      <Card className="shadow-sm border-0 text-center">
        <Card.Body className="p-4 p-md-5">
          {own && (
            <>
              <h1 className="h3 mb-3">Votre lien de parrainage</h1>
              <Alert variant="info">C'est votre propre lien de parrainage : partagez-le à vos proches.</Alert>
              <Link to={paths.sponsorDashboard} className="btn btn-primary">
                Voir mon tableau de bord
              </Link>
            </>
          )}
          {!own && check.isPending && (
            <div role="status" className="py-4">
              <Spinner animation="border" className="mb-3" />
              <p className="mb-0">Vérification du code parrain...</p>
            </div>
          )}
          {check.isError && (
            <>
              <h1 className="h3 mb-3">Invitation au parrainage</h1>
              <Alert variant="danger">{referralErrorText(check.error)}</Alert>
              <div className="d-flex flex-column flex-sm-row gap-2 justify-content-center">
                <Link to={paths.register} className="btn btn-primary">
                  Créer un compte
                </Link>
                <Link to={paths.home} className="btn btn-outline-secondary">
                  Visiter le site
                </Link>
              </div>
            </>
          )}
          {check.data && (
            <>
              <p className="text-uppercase text-muted small mb-2">Vous avez été invité(e) par</p>
              <h1 className="h2 mb-2">
                {check.data.sponsor_name}{' '}
                {check.data.sponsor_type === 'sponsor' && (
                  <Badge bg="warning" text="dark" className="align-middle fs-6">
                    Premium
                  </Badge>
                )}
              </h1>
              <p className="text-muted mb-4">
                {check.data.sponsor_type === 'sponsor' ? 'Sponsor Premium' : "Apporteur d'affaires"} · Code{' '}
                <strong>{clean}</strong>
              </p>
              <p className="mb-4">
                Rejoignez Chez Mama Lomé : commandez vos plats préférés, réservez et payez par mobile money
                (FLOOZ ou TMONEY).
              </p>
              <div className="d-flex flex-column flex-sm-row gap-2 justify-content-center">
                <Link to={paths.register} className="btn btn-primary btn-lg">
                  Créer mon compte
                </Link>
                <Link to={paths.home} className="btn btn-outline-secondary btn-lg">
                  Visiter le site
                </Link>
              </div>
            </>
          )}
        </Card.Body>
      </Card>
    </section>
  );
}
