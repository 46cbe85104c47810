import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { RATING_COMMENT_MAX, ratingMessages, type OrderSummary } from '@lome/shared';
import { errorText } from '@/lib/form-errors';
import { useRateOrder } from '../api/rate-order';
import './rate-order-dialog.css';
import { Code } from '@/components/ui/code';

const STAR = 'm12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1Z';
const starWords = ['', 'Décevant', 'Moyen', 'Bien', 'Très bien', 'Excellent'];

type Props = { order: OrderSummary | null; onHide: () => void; onRated: () => void };

/** 'Noter la commande' (P2.10): 1 to 5 stars and an optional comment, sent once. */
export function RateOrderDialog({ order, onHide, onRated }: Props) {
  return (
    <Modal show={order !== null} onHide={onHide} centered aria-labelledby="rate-order-title">
      <Modal.Header closeButton closeLabel="Fermer">
        <Modal.Title id="rate-order-title" as="h2" className="h5">
          Noter la commande <Code>{order?.code_commande}</Code>
        </Modal.Title>
      </Modal.Header>
      {/* Keyed by order: a new order starts with an empty form. */}
      {order && <RatingForm key={order.order_id} order={order} onCancel={onHide} onRated={onRated} />}
    </Modal>
  );
}

function RatingForm({
  order,
  onCancel,
  onRated,
}: {
  order: OrderSummary;
  onCancel: () => void;
  onRated: () => void;
}) {
  const rate = useRateOrder();
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const [missingStars, setMissingStars] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (stars === 0) {
      setMissingStars(true);
      document.getElementById('rating-star-1')?.focus();
      return;
    }
    rate.mutate({ orderId: order.order_id, stars, comment }, { onSuccess: onRated });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Modal.Body>
        <fieldset className="mb-3" aria-describedby={missingStars ? 'rating-stars-error' : undefined}>
          <legend className="form-label fs-6 fw-semibold">Votre note</legend>
          <div className="d-flex align-items-center gap-2 flex-wrap">
            <div className="rating-stars d-inline-flex">
              {[1, 2, 3, 4, 5].map((n) => (
                <span key={n}>
                  <input
                    type="radio"
                    className="visually-hidden"
                    id={`rating-star-${n}`}
                    name="stars"
                    value={n}
                    checked={stars === n}
                    onChange={() => {
                      setStars(n);
                      setMissingStars(false);
                    }}
                  />
                  <label htmlFor={`rating-star-${n}`} className="rating-star">
                    <svg width="36" height="36" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                      <path
                        d={STAR}
                        fill={n <= stars ? '#b87800' : 'none'}
                        stroke="#b87800"
                        strokeWidth="1.5"
                      />
                    </svg>
                    <span className="visually-hidden">{n === 1 ? '1 étoile' : `${n} étoiles`}</span>
                  </label>
                </span>
              ))}
            </div>
            <span className="text-body-secondary" aria-hidden="true">
              {stars > 0 && `${stars}/5 · ${starWords[stars]}`}
            </span>
          </div>
          {missingStars && (
            <div id="rating-stars-error" className="text-danger small mt-1">
              {ratingMessages.stars}
            </div>
          )}
        </fieldset>
        <label htmlFor="rating-comment" className="form-label">
          Votre commentaire (facultatif)
        </label>
        <textarea
          id="rating-comment"
          className="form-control"
          rows={3}
          maxLength={RATING_COMMENT_MAX}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          aria-describedby="rating-comment-count"
        />
        <div id="rating-comment-count" className="form-text text-end">
          {comment.length}/{RATING_COMMENT_MAX}
        </div>
        {rate.isError && (
          <Alert variant="danger" className="mt-3 mb-0">
            {errorText(rate.error, "Votre avis n'a pas pu être envoyé. Veuillez réessayer.")}
          </Alert>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={rate.isPending}>
          Plus tard
        </Button>
        <Button type="submit" disabled={rate.isPending}>
          {rate.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
          Envoyer mon avis
        </Button>
      </Modal.Footer>
    </form>
  );
}
