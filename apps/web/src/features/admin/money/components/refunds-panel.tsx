import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Spinner from 'react-bootstrap/Spinner';
import {
  formatFcfa,
  REFUND_STATUSES,
  refundTabLabels,
  type AdminRefund,
  type RefundStatus,
} from '@lome/shared';
import { errorText } from '@/lib/form-errors';
import { useRefunds } from '../api/get-refunds';
import { useSettleRefund } from '../api/settle-refund';
import { codeOf, refundNetworkLabels } from './format';
import { RefundsTable } from './refunds-table';
import { ReferenceDialog, referenceError } from './reference-dialog';

/**
 * Refunds owed after a paid order or reservation was cancelled (P2.6), each marked refunded with its
 * reference.
 */
export function RefundsPanel() {
  const [status, setStatus] = useState<RefundStatus>('pending');
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
        {REFUND_STATUSES.map((value) => [value, refundTabLabels[value]] as const).map(([value, label]) => (
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
        <RefundsTable
          refunds={list.data.refunds}
          status={status}
          onSettle={(r) => {
            settle.reset();
            setTarget(r);
          }}
        />
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
          {target.payment_phone} ({refundNetworkLabels[target.network]}).
        </ReferenceDialog>
      )}
    </div>
  );
}
