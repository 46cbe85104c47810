import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { Link, Navigate } from 'react-router';
import { fullName } from '@lome/shared';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useAuth, type StoredUser } from '@/features/auth';
import { useGenerateSponsorLink } from '../api/get-sponsor-link';
import { useSponsorDashboard } from '../api/get-sponsor-dashboard';
import { useSponsorRewards } from '../api/get-sponsor-rewards';
import { accountBadge } from '../utils/referral-labels';
import { ActivationPendingBanner } from './activation-pending-banner';
import { DashboardOverview } from './dashboard-overview';
import { EarningsTab } from './earnings-tab';
import { NetworkTab } from './network-tab';
import { ReferralLinksModal } from './referral-links-modal';

type TabKey = 'overview' | 'earnings' | 'network';
// A failure has the dashboard's title and, below it, the call's own §8 message (the server's, else its fallback).
type Notice = { variant: 'success' | 'danger'; text: string; detail?: string };

/** Spec §2 /sponsor-dashboard: the referrer's figures, rewards and network, and the links to share. */
export function SponsorDashboard() {
  const { isAuthenticated, user: stored } = useAuth();
  if (!isAuthenticated || !stored) {
    return <Navigate to={paths.login} replace state={{ from: paths.sponsorDashboard }} />;
  }
  return <Dashboard user={stored} />;
}

function Dashboard({ user }: { user: StoredUser }) {
  // Spec §7: the dashboard and the rewards load together on mount.
  const dashboard = useSponsorDashboard();
  const rewards = useSponsorRewards();
  const generate = useGenerateSponsorLink();
  const [tab, setTab] = useState<TabKey>('overview');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [linksOpen, setLinksOpen] = useState(false);
  const [dismissedLoadError, setDismissedLoadError] = useState(false);

  const forbidden = [dashboard.error, rewards.error].some((e) => e instanceof ApiError && e.status === 403);
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
      <header className="d-flex flex-wrap align-items-center gap-3 mb-4">
        <div className="me-auto">
          <h1 className="h2 mb-1">Tableau de bord</h1>
          <p className="mb-0 text-body-secondary">
            Bonjour {user.firstname}
            {dashboard.data && (
              <Badge
                bg={dashboard.data.is_premium ? 'warning' : 'primary'}
                text={dashboard.data.is_premium ? 'dark' : undefined}
                className="ms-2 align-middle"
                data-testid="account-badge"
              >
                {accountBadge(dashboard.data.is_premium)}
              </Badge>
            )}
          </p>
        </div>
        {!forbidden && (
          <div className="d-flex flex-wrap gap-2">
            <Button onClick={generateLinks} disabled={generate.isPending}>
              {generate.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
              Générer mes liens
            </Button>
            <Button variant="outline-primary" onClick={() => setTab('earnings')}>
              Mes gains
            </Button>
            <Button variant="outline-primary" onClick={() => setTab('network')}>
              Mon réseau
            </Button>
          </div>
        )}
      </header>

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
        <Tabs
          id="sponsor-dashboard-tabs"
          activeKey={tab}
          onSelect={(k) => setTab((k as TabKey | null) ?? 'overview')}
          className="mb-4"
          transition={false}
          mountOnEnter
        >
          <Tab eventKey="overview" title="Tableau de bord">
            {dashboard.data && <DashboardOverview data={dashboard.data} />}
          </Tab>
          <Tab eventKey="earnings" title="Mes gains">
            {rewards.data && <EarningsTab rewards={rewards.data} />}
          </Tab>
          <Tab eventKey="network" title="Mon réseau">
            {dashboard.data && (
              <NetworkTab
                entries={dashboard.data.recent_sponsored}
                onGenerateLinks={generateLinks}
                generating={generate.isPending}
              />
            )}
          </Tab>
        </Tabs>
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
