import Button from 'react-bootstrap/Button';
import type { OrderSummary } from '@lome/shared';
import { errorText } from '@/lib/form-errors';
import { useDownloadInvoice } from '../api/download-invoice';

/** 'Télécharger la facture' of a paid order (issue 20), with the server's message when it cannot. */
export function InvoiceButton({
  order,
}: {
  order: Pick<OrderSummary, 'order_id' | 'code_commande' | 'is_paid'>;
}) {
  const download = useDownloadInvoice();
  if (!order.is_paid) return null;
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
      {download.isError && (
        <span role="alert" className="small text-danger w-100">
          {errorText(download.error, 'La facture n’a pas pu être téléchargée.')}
        </span>
      )}
    </>
  );
}
