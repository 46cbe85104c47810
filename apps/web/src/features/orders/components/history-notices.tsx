import Alert from 'react-bootstrap/Alert';
import { formatFcfa, orderMessages, ratingMessages } from '@lome/shared';

type Props = {
  /** Set once an order was cancelled: P11.8's text, and for a paid one the refund staff owe (P2.6). */
  refund: number | null | undefined;
  rated: boolean;
  error: string | null;
  onCloseError: () => void;
};

/** /orders' answers, fixed so they are seen even when the order concerned was far down the list. */
export function HistoryNotices({ refund, rated, error, onCloseError }: Props) {
  return (
    <div
      className="position-fixed bottom-0 start-50 translate-middle-x px-3 w-100"
      style={{ maxWidth: 480, zIndex: 1080 }}
      aria-live="polite"
    >
      {refund !== undefined && (
        <Alert variant="success" className="shadow" role="status">
          <div>{orderMessages.cancelled}</div>
          {refund !== null && (
            <div className="small mt-1">
              Notre équipe vous remboursera {formatFcfa(refund)} par mobile money.
            </div>
          )}
        </Alert>
      )}
      {rated && (
        <Alert variant="success" className="shadow" role="status">
          {ratingMessages.thanks}
        </Alert>
      )}
      {error && (
        <Alert variant="danger" className="shadow" dismissible closeLabel="Fermer" onClose={onCloseError}>
          {error}
        </Alert>
      )}
    </div>
  );
}
