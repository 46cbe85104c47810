import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { formatFcfa, userStatusLabels, type AdminPayoutLine } from '@lome/shared';
import { date, telHref } from './format';

type Props = { payouts: AdminPayoutLine[]; onPay: (payout: AdminPayoutLine) => void };

/** Each pending balance with the number to pay it to, and 'Marquer payé' where it can be paid. */
export function PayoutsTable({ payouts, onPay }: Props) {
  return (
    <Table responsive hover className="align-middle">
      <thead>
        <tr>
          <th scope="col">Bénéficiaire</th>
          <th scope="col" className="d-none d-md-table-cell">
            Récompenses
          </th>
          <th scope="col" className="text-end">
            Solde en attente
          </th>
          <th scope="col">Action</th>
        </tr>
      </thead>
      <tbody>
        {payouts.map((p) => (
          <tr key={p.beneficiary_id}>
            <td>
              {p.name}
              <br />
              <small className="text-body-secondary">{userStatusLabels[p.user_status]}</small>
              {/* The number to pay sits with the name: on a phone, amount and action then stay on screen. */}
              {p.payout_phone ? (
                <div>
                  Versement : {p.payout_network} <a href={telHref(p.payout_phone)}>{p.payout_phone}</a>
                </div>
              ) : (
                <>
                  <div>{p.phone ? <a href={telHref(p.phone)}>{p.phone}</a> : 'Pas de téléphone'}</div>
                  <small className="text-body-secondary">Numéro de versement non renseigné</small>
                </>
              )}
            </td>
            <td className="d-none d-md-table-cell">
              {p.rewards_count} depuis le {date(p.oldest_reward_at)}
            </td>
            <td className="text-end text-nowrap fw-semibold">{formatFcfa(p.amount)}</td>
            <td>
              {p.payable ? (
                <Button size="sm" aria-label={`Marquer payé : ${p.name}`} onClick={() => onPay(p)}>
                  Marquer payé
                </Button>
              ) : (
                <small className="text-body-secondary">
                  {p.amount < 0 ? 'Déduit du prochain versement' : 'Sous le minimum'}
                </small>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
