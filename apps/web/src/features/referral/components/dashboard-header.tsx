import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import type { SponsorDashboard } from '@lome/shared';
import type { StoredUser } from '@/features/auth';
import { accountBadge } from '../utils/referral-labels';
import type { DashboardTab } from './dashboard-tabs';

type Props = {
  user: StoredUser;
  data: SponsorDashboard | undefined;
  /** A 403: no referral programme, so no links nor tabs to offer. */
  forbidden: boolean;
  generating: boolean;
  onGenerate: () => void;
  onTab: (tab: DashboardTab) => void;
};

/** The greeting with the account's badge, and the shortcuts: generate the links, earnings, network. */
export function DashboardHeader({ user, data, forbidden, generating, onGenerate, onTab }: Props) {
  return (
    <header className="d-flex flex-wrap align-items-center gap-3 mb-4">
      <div className="me-auto">
        <h1 className="h2 mb-1">Tableau de bord</h1>
        <p className="mb-0 text-body-secondary">
          Bonjour {user.firstname}
          {data && (
            <Badge
              bg={data.is_premium ? 'warning' : 'primary'}
              text={data.is_premium ? 'dark' : undefined}
              className="ms-2 align-middle"
              data-testid="account-badge"
            >
              {accountBadge(data.is_premium)}
            </Badge>
          )}
        </p>
      </div>
      {!forbidden && (
        <div className="d-flex flex-wrap gap-2">
          <Button onClick={onGenerate} disabled={generating}>
            {generating && <Spinner size="sm" className="me-2" aria-hidden="true" />}
            Générer mes liens
          </Button>
          <Button variant="outline-primary" onClick={() => onTab('earnings')}>
            Mes gains
          </Button>
          <Button variant="outline-primary" onClick={() => onTab('network')}>
            Mon réseau
          </Button>
        </div>
      )}
    </header>
  );
}
