import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { Link, Navigate } from 'react-router';
import { fullName, isReferrer } from '@lome/shared';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useAuth, type StoredUser } from '@/features/auth';
import { useGenerateSponsorLink } from '../api/get-sponsor-link';
import { useSponsorDashboard } from '../api/get-sponsor-dashboard';
import { useSponsorRewards } from '../api/get-sponsor-rewards';
import { ActivationPendingBanner } from './activation-pending-banner';
import { DashboardHeader } from './dashboard-header';
import { DashboardTabs, type DashboardTab } from './dashboard-tabs';
import { ReferralLinksModal } from './referral-links-modal';

// A failure has the dashboard's title and, below it, the call's own P11.8 message (the server's, else its
// fallback).
type Notice = { variant: 'success' | 'danger'; text: string; detail?: string };

/** P11.1 /sponsor-dashboard: the referrer's figures, rewards and network, and the links to share. */
export function SponsorDashboard() {
  const { isAuthenticated, user: stored } = useAuth();
  if (!isAuthenticated || !stored) {
    return <Navigate to={paths.login} replace state={{ from: paths.sponsorDashboard }} />;
  }
  return <Dashboard user={stored} />;
}

function Dashboard({ user }: { user: StoredUser }) {
  // P12.1: the dashboard and the rewards load together on mount; an account that is not a referrer's is not
  // asked for them (the server would refuse them, a 403 in its console).
  const referrer = isReferrer(user.user_status);
  const dashboard = useSponsorDashboard(referrer);
  const rewards = useSponsorRewards(referrer);
  const generate = useGenerateSponsorLink();
  const [tab, setTab] = useState<DashboardTab>('overview');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [linksOpen, setLinksOpen] = useState(false);
  const [dismissedLoadError, setDismissedLoadError] = useState(false);

  const forbidden =
    !referrer || [dashboard.error, rewards.error].some((e) => e instanceof ApiError && e.status === 403);
  const loadFailed = !forbidden && (dashboard.isError || rewards.isError);
  const loadError = dashboard.error ?? rewards.error;

  const generateLinks = () => {
    setNotice(null);
    generate.mutate(undefined, {
      onSuccess: () => {
        setNotice({ variant: 'success', text: 'Liens générés avec succès!' });
        setLinksOpen(true);
      },
      onError: (error) =>
        setNotice({
          variant: 'danger',
          text: 'Erreur lors de la génération des liens',
          detail: error.message,
        }),
    });
  };

  return (
    <section className="container py-4 py-md-5">
      <title>Tableau de bord parrainage | Chez Mama Lomé</title>
      <DashboardHeader
        user={user}
        data={dashboard.data}
        forbidden={forbidden}
        generating={generate.isPending}
        onGenerate={generateLinks}
        onTab={setTab}
      />

      {/* The server's answer, not the stored user: an activation paid a minute ago shows at once. */}
      {dashboard.data?.activation_status === 'pending_payment' && <ActivationPendingBanner user={user} />}

      {notice && (
        <Alert
          variant={notice.variant}
          dismissible
          closeLabel="Fermer le message"
          onClose={() => setNotice(null)}
          role={notice.variant === 'danger' ? 'alert' : 'status'}
        >
          <AlertText title={notice.text} detail={notice.detail} />
        </Alert>
      )}
      {loadFailed && !dismissedLoadError && (
        <Alert
          variant="danger"
          dismissible
          closeLabel="Fermer le message"
          onClose={() => setDismissedLoadError(true)}
        >
          <AlertText title="Erreur lors du chargement des données" detail={loadError?.message} />
        </Alert>
      )}

      {forbidden ? (
        <NotAReferrer />
      ) : dashboard.isPending || rewards.isPending ? (
        <div role="status" className="text-center py-5">
          <Spinner animation="border" aria-hidden="true" />
          <p className="mt-2 mb-0">Chargement du tableau de bord...</p>
        </div>
      ) : (
        <DashboardTabs
          tab={tab}
          onTab={setTab}
          data={dashboard.data}
          rewards={rewards.data}
          generating={generate.isPending}
          onGenerate={generateLinks}
        />
      )}

      <ReferralLinksModal
        show={linksOpen}
        onHide={() => setLinksOpen(false)}
        link={generate.data?.register_link ?? null}
        referrer={fullName(user.firstname, user.lastname)}
        programme={dashboard.data?.programme}
        sponsor={dashboard.data?.user_status === 'sponsor'}
        pending={dashboard.data?.activation_status === 'pending_payment'}
      />
    </section>
  );
}

function AlertText({ title, detail }: { title: string; detail?: string }) {
  if (!detail) return <>{title}</>;
  return (
    <>
      <p className="fw-semibold mb-1">{title}</p>
      <p className="mb-0" data-testid="alert-detail">
        {detail}
      </p>
    </>
  );
}

/** A 403: particular and company accounts have no referral programme (the navbar shows them no link). */
function NotAReferrer() {
  return (
    <Alert variant="info">
      <p className="mb-2">
        Le tableau de bord de parrainage est réservé aux apporteurs d'affaires et aux sponsors.
      </p>
      <Link to={paths.home} className="btn btn-primary btn-sm">
        Retour à l'accueil
      </Link>
    </Alert>
  );
}
