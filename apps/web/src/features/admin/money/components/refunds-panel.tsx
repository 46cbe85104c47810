import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { formatFcfa, type AdminRefund } from '@lome/shared';
import { errorText } from '@/lib/form-errors';
import { useRefunds } from '../api/get-refunds';
import { useSettleRefund } from '../api/settle-refund';
import { dateTime, telHref } from './format';
import { ReferenceDialog, referenceError } from './reference-dialog';

const codeOf = (r: AdminRefund) =>
  r.order_code
    ? `Commande ${r.order_code}`
    : r.reservation_code
      ? `Réservation ${r.reservation_code}`
      : 'Activation sponsor';
const network = { FLOOZ: 'Flooz', TMONEY: 'T-Money', CASH: 'espèces' } as const;

/** Refunds owed after a paid order or reservation was cancelled (D3), each marked refunded with its reference. */
export function RefundsPanel() {
  const [status, setStatus] = useState<'pending' | 'settled'>('pending');
  const list = useRefunds(status);
  const settle = useSettleRefund();
  const [target, setTarget] = useState<AdminRefund | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const submit = (reference: string) =>
    settle.mutate(
      { id: target!.id, reference },
      {
        onSuccess: (r) => {
          setTarget(null);
          setNotice(`Remboursement de ${formatFcfa(r.amount)} enregistré (référence ${r.reference}).`);
        },
      },
    );

  return (
    <div>
      <ButtonGroup aria-label="Remboursements à afficher" className="mb-3">
        {(
          [
            ['pending', 'À rembourser'],
            ['settled', 'Remboursés'],
          ] as const
        ).map(([value, label]) => (
          <Button
            key={value}
            variant={status === value ? 'primary' : 'outline-primary'}
            aria-pressed={status === value}
            onClick={() => setStatus(value)}
          >
            {label}
          </Button>
        ))}
      </ButtonGroup>
      {notice && (
        <Alert variant="success" dismissible onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {list.isPending && <Spinner role="status" aria-label="Chargement des remboursements" />}
      {list.isError && <Alert variant="danger">{errorText(list.error, 'Erreur lors du chargement.')}</Alert>}
      {list.data?.refunds.length === 0 && (
        <p>{status === 'pending' ? 'Aucun remboursement en attente.' : 'Aucun remboursement enregistré.'}</p>
      )}
      {!!list.data?.refunds.length && (
        <Table responsive hover className="align-middle">
          <thead>
            <tr>
              <th scope="col" className="d-none d-md-table-cell">
                Date
              </th>
              <th scope="col">Pour</th>
              <th scope="col" className="text-end">
                Montant
              </th>
              <th scope="col">{status === 'pending' ? 'Action' : 'Référence'}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.refunds.map((r) => (
              <tr key={r.id}>
                <td className="d-none d-md-table-cell">{dateTime(r.created_at)}</td>
                {/* The customer and the number to pay sit under the order: on a phone, amount and action stay on screen. */}
                <td>
                  {codeOf(r)}
                  <br />
                  {r.customer_name}
                  {r.customer_phone && (
                    <>
                      <br />
                      <a href={telHref(r.customer_phone)}>{r.customer_phone}</a>
                    </>
                  )}
                  <div className="small">
                    Payé depuis le <a href={telHref(r.payment_phone)}>{r.payment_phone}</a> (
                    {network[r.network]})
                  </div>
                </td>
                <td className="text-end text-nowrap">{formatFcfa(r.amount)}</td>
                <td>
                  {r.status === 'pending' ? (
                    <Button
                      size="sm"
                      onClick={() => {
                        settle.reset();
                        setTarget(r);
                      }}
                    >
                      Marquer remboursé
                    </Button>
                  ) : (
                    <>
                      {r.reference}
                      <br />
                      <small className="text-body-secondary">{r.settled_at && dateTime(r.settled_at)}</small>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {target && (
        <ReferenceDialog
          title="Marquer remboursé"
          confirmLabel="Enregistrer le remboursement"
          pending={settle.isPending}
          error={
            settle.isError
              ? referenceError(settle.error, "Le remboursement n'a pas pu être enregistré.")
              : null
          }
          onSubmit={submit}
          onHide={() => setTarget(null)}
        >
          {codeOf(target)} · {target.customer_name} · <strong>{formatFcfa(target.amount)}</strong> au{' '}
          {target.payment_phone} ({network[target.network]}).
        </ReferenceDialog>
      )}
    </div>
  );
}
