import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { formatFcfa, type AdminPayoutLine } from '@lome/shared';
import { errorText } from '@/lib/form-errors';
import { useDownloadPayoutsCsv } from '../api/download-payouts-csv';
import { usePayouts } from '../api/get-payouts';
import { useRecordPayout } from '../api/record-payout';
import { PayoutsTable } from './payouts-table';
import { ReferenceDialog, referenceError } from './reference-dialog';

/** Month-end referral payouts (P7.9): each pending balance, paid by mobile money and marked paid here. */
export function PayoutsPanel() {
  const list = usePayouts();
  const pay = useRecordPayout();
  const csv = useDownloadPayoutsCsv();
  const [target, setTarget] = useState<AdminPayoutLine | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const submit = (reference: string) =>
    pay.mutate(
      { beneficiaryId: target!.beneficiary_id, input: { reference, amount: target!.amount } },
      {
        onSuccess: (r) => {
          setNotice(
            `Versement de ${formatFcfa(r.amount)} à ${target!.name} enregistré (référence ${r.reference}).`,
          );
          setTarget(null);
        },
      },
    );

  return (
    <div>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <p className="mb-0 me-auto small text-body-secondary">
          Minimum de versement : {formatFcfa(list.data?.min_payout ?? 0)}
        </p>
        <Button variant="outline-primary" disabled={csv.isPending} onClick={() => csv.mutate()}>
          {csv.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
          Exporter en CSV
        </Button>
      </div>
      {csv.isError && (
        <Alert variant="danger">{errorText(csv.error, "L'export n'a pas pu être téléchargé.")}</Alert>
      )}
      {notice && (
        <Alert variant="success" dismissible onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {list.isPending && <Spinner role="status" aria-label="Chargement des versements" />}
      {list.isError && <Alert variant="danger">{errorText(list.error, 'Erreur lors du chargement.')}</Alert>}
      {list.data?.payouts.length === 0 && <p>Aucune récompense en attente de versement.</p>}
      {!!list.data?.payouts.length && (
        <PayoutsTable
          payouts={list.data.payouts}
          onPay={(p) => {
            pay.reset();
            setTarget(p);
          }}
        />
      )}
      {target && (
        <ReferenceDialog
          title="Marquer le versement payé"
          confirmLabel="Enregistrer le versement"
          pending={pay.isPending}
          error={pay.isError ? referenceError(pay.error, "Le versement n'a pas pu être enregistré.") : null}
          onSubmit={submit}
          onHide={() => {
            setTarget(null);
            // A refused payout (the balance changed) shows the list as it is now.
            if (pay.isError) void list.refetch();
          }}
        >
          {target.name} · <strong>{formatFcfa(target.amount)}</strong> ({target.rewards_count} récompense
          {target.rewards_count > 1 ? 's' : ''}) au{' '}
          {target.payout_phone
            ? `${target.payout_network} ${target.payout_phone}`
            : (target.phone ?? 'numéro du compte')}
          .
        </ReferenceDialog>
      )}
    </div>
  );
}
