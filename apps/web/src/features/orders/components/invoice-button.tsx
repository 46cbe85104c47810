import Button from 'react-bootstrap/Button';
import type { OrderSummary } from '@lome/shared';
import { errorText } from '@/lib/form-errors';
import { useDownloadCreditNote } from '../api/download-credit-note';
import { useDownloadInvoice } from '../api/download-invoice';

/**
 * 'Télécharger la facture' of a paid order, and 'Télécharger l'avoir' once it was cancelled and
 * refunded (its invoice is credited, decision 0048), with the server's message when it cannot.
 */
export function InvoiceButton({
  order,
}: {
  order: Pick<OrderSummary, 'order_id' | 'code_commande' | 'is_paid' | 'status'>;
}) {
  const download = useDownloadInvoice();
  const credit = useDownloadCreditNote();
  if (!order.is_paid) return null;
  const failed = download.isError ? download.error : credit.isError ? credit.error : null;
  return (
    <>
      <Button
        size="sm"
        variant="outline-secondary"
        disabled={download.isPending}
        onClick={() => download.mutate(order.order_id)}
        aria-label={`Télécharger la facture de la commande ${order.code_commande}`}
      >
        {download.isPending ? 'Téléchargement…' : 'Télécharger la facture'}
      </Button>
      {order.status === 'cancelled' && (
        <Button
          size="sm"
          variant="outline-secondary"
          disabled={credit.isPending}
          onClick={() => credit.mutate(order.order_id)}
          aria-label={`Télécharger l’avoir de la commande ${order.code_commande}`}
        >
          {credit.isPending ? 'Téléchargement…' : 'Télécharger l’avoir'}
        </Button>
      )}
      {failed && (
        <span role="alert" className="small text-danger w-100">
          {errorText(failed, 'Le document n’a pas pu être téléchargé.')}
        </span>
      )}
    </>
  );
}
