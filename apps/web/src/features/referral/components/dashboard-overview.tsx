import { formatFcfa, type SponsorDashboard } from '@lome/shared';
import { formatPercent } from '../utils/referral-labels';
import { Panel } from './panel';
import './dashboard-overview.css';

// P11.7: the dashboard shows at most 5 recent activities.
const RECENT_ORDERS = 5;

type RecentOrder = SponsorDashboard['recent_orders'][number];

/** P11.1 'Tableau de bord' tab: four figures, the latest orders of referrals, the programme's benefits. */
export function DashboardOverview({ data }: { data: SponsorDashboard }) {
  const orders = data.recent_orders.slice(0, RECENT_ORDERS);
  return (
    <>
      <div className="row g-3 mb-4">
        <StatCard label="Filleuls" value={String(data.sponsored_count)} />
        <StatCard label="Gains totaux" value={formatFcfa(data.total_earnings)} />
        <StatCard label="Plats gratuits" value={String(data.free_dishes_available)} />
        <StatCard label="Gains en attente" value={formatFcfa(data.pending_earnings)} />
      </div>
      <div className="row g-4">
        <div className="col-lg-7">
          <Panel title="Commandes récentes de vos filleuls">
            {orders.length === 0 ? (
              <p className="text-body-secondary mb-0">
                Aucune commande pour le moment. Partagez votre lien : chaque commande payée de vos filleuls
                vous rapporte {formatPercent(data.programme.direct_commission_percent)}.
              </p>
            ) : (
              <ul className="list-unstyled mb-0" aria-label="Commandes récentes">
                {orders.map((o) => (
                  <RecentOrderRow key={o.id} order={o} />
                ))}
              </ul>
            )}
          </Panel>
        </div>
        <div className="col-lg-5">
          <Panel title="Vos avantages">
            <Benefits data={data} />
          </Panel>
        </div>
      </div>
    </>
  );
}

/**
 * P7 benefits, with the programme's current figures (settings, P7.11). A sponsor sees its own benefits too;
 * until its activation is paid they are announced, not yet earned (P7.6).
 */
function Benefits({ data }: { data: SponsorDashboard }) {
  const p = data.programme;
  const later = data.activation_status === 'pending_payment' ? ' (dès l’activation de votre compte)' : '';
  return (
    <ul className="mb-0 ps-3">
      <li>{formatPercent(p.direct_commission_percent)} de commission sur chaque commande de vos filleuls</li>
      <li>Un plat gratuit toutes les {p.free_dish_every} commandes de chaque filleul</li>
      {data.user_status === 'sponsor' && (
        <>
          <li>
            {formatFcfa(p.sponsor_bonus)} pour chaque sponsor parrainé{later}
          </li>
          <li>
            {formatPercent(p.network_commission_percent)} de commission sur votre réseau (niveaux 2 à{' '}
            {p.network_depth}){later}
          </li>
        </>
      )}
    </ul>
  );
}

/**
 * '+1%' of the order: the commission the server credited (P7.4: dishes after discounts, delivery excluded).
 */
function RecentOrderRow({ order }: { order: RecentOrder }) {
  return (
    <li className="d-flex align-items-center gap-3 py-2 border-bottom">
      <div className="flex-grow-1" style={{ minWidth: 0 }}>
        <div className="fw-semibold font-monospace small text-nowrap">{order.code_commande}</div>
        <div className="small text-body-secondary">{order.sponsorship.sponsored.firstname}</div>
      </div>
      <span className="text-success fw-semibold text-nowrap">+{formatFcfa(order.commission)}</span>
    </li>
  );
}

function StatCard({ label, value }: { label: string; value: string }) {
  return (
    <div className="col-6 col-lg-3">
      <div className="card border-0 shadow-sm h-100">
        <div className="card-body stat-card-body">
          <h2 className="h6 text-body-secondary fw-normal mb-1">{label}</h2>
          <p className="stat-card-value mb-0 fw-bold">{value}</p>
        </div>
      </div>
    </div>
  );
}
