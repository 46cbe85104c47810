import Badge from 'react-bootstrap/Badge';
import { formatFcfa, type Reward, type SponsorRewards } from '@lome/shared';
import { formatDay, rewardStatusLabel } from '../utils/referral-labels';
import { FreeDishCredits } from './free-dish-credits';
import { Panel } from './panel';

/** P11.1 'Mes gains': the reward history, the free dish credits and the earnings summary. */
export function EarningsTab({ rewards }: { rewards: SponsorRewards }) {
  const { summary } = rewards;
  return (
    <div className="row g-4">
      <div className="col-lg-7">
        <Panel title="Historique des gains">
          {rewards.rewards.length === 0 ? (
            <p className="text-body-secondary mb-0">Aucun gain pour le moment.</p>
          ) : (
            <ul className="list-unstyled mb-0" aria-label="Historique des gains">
              {rewards.rewards.map((r) => (
                <RewardRow key={r.id} reward={r} />
              ))}
            </ul>
          )}
        </Panel>
      </div>
      <div className="col-lg-5 d-flex flex-column gap-4">
        <Panel title="Mes plats gratuits">
          <FreeDishCredits credits={rewards.free_dish_credits} />
        </Panel>
        <Panel title="Résumé des gains">
          <dl className="mb-0">
            <SummaryRow label="Gains totaux" value={formatFcfa(summary.total_earnings)} />
            <SummaryRow label="Gains en attente" value={formatFcfa(summary.pending_earnings)} />
            <SummaryRow label="Déjà payés" value={formatFcfa(summary.paid_earnings)} />
            <SummaryRow label="Prochain paiement" value="Fin du mois" />
          </dl>
          <p className="small text-body-secondary mb-0">
            Vos gains en attente sont versés par mobile money le {formatDay(summary.next_payout_date)}.
          </p>
        </Panel>
      </div>
    </div>
  );
}

function RewardRow({ reward }: { reward: Reward }) {
  const label = rewardStatusLabel(reward.status);
  const negative = reward.amount < 0;
  return (
    <li className="d-flex align-items-center gap-3 py-2 border-bottom">
      <div className="flex-grow-1" style={{ minWidth: 0 }}>
        <div className={reward.reversed ? 'text-decoration-line-through' : undefined}>
          {reward.description}
        </div>
        <small className="text-body-secondary">
          {formatDay(reward.reward_date)}
          {reward.reversed && ' · commande annulée'}
        </small>
      </div>
      <div className="text-end">
        <div className={`fw-semibold text-nowrap ${negative ? 'text-danger' : 'text-success'}`}>
          {negative ? `−${formatFcfa(-reward.amount)}` : `+${formatFcfa(reward.amount)}`}
        </div>
        <Badge bg={label === 'Payé' ? 'success' : 'warning'} text={label === 'Payé' ? undefined : 'dark'}>
          {label}
        </Badge>
      </div>
    </li>
  );
}

function SummaryRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="d-flex justify-content-between gap-3 mb-2">
      <dt className="fw-normal">{label}</dt>
      <dd className="mb-0 fw-semibold">{value}</dd>
    </div>
  );
}
