import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { Link } from 'react-router';
import { cartLineKey, formatFcfa, optionsSummary, portionLabels } from '@lome/shared';
import { paths } from '@/config/paths';
import type { usePreorderBasket } from '../hooks/use-preorder-basket';
import type { priceBasket } from '../lib/preorder-prices';
import { LineDetails } from './line-details';

type Props = {
  lines: ReturnType<typeof priceBasket>['lines'];
  basket: ReturnType<typeof usePreorderBasket>;
};

/** The basket's dishes with -/+/remove, priced from today's menu. */
export function PreorderBasketLines({ lines, basket }: Props) {
  return (
    <ul className="list-unstyled mb-2">
      {lines.map((item) => (
        <li key={cartLineKey(item)} className="d-flex flex-wrap align-items-center gap-2 py-2 border-bottom">
          <div className="flex-grow-1" style={{ minWidth: 140 }}>
            <div className="fw-semibold">{item.name}</div>
            <LineDetails choices={optionsSummary(item.choices)} note={item.note} allergens={item.allergens} />
            <small className={item.offered ? 'text-body-secondary' : 'text-danger'}>
              {item.offered
                ? `${formatFcfa(item.price)} l'unité`
                : "Ce plat n'est plus proposé : retirez-le pour réserver."}
            </small>
          </div>
          <div className="d-flex align-items-center gap-1">
            <Button
              variant="outline-primary"
              size="sm"
              className="rounded-circle"
              style={{ width: 36, height: 36 }}
              aria-label={portionLabels(item.name).remove}
              onClick={() => basket.setQuantity(cartLineKey(item), item.quantity - 1)}
            >
              −
            </Button>
            <span className="fw-semibold text-center" style={{ minWidth: '2ch' }} aria-live="polite">
              {item.quantity}
            </span>
            <Button
              size="sm"
              className="rounded-circle"
              style={{ width: 36, height: 36 }}
              aria-label={portionLabels(item.name).add}
              onClick={() => basket.setQuantity(cartLineKey(item), item.quantity + 1)}
            >
              +
            </Button>
          </div>
          <span className="fw-semibold text-end" style={{ minWidth: 96 }}>
            {item.offered ? formatFcfa(item.price * item.quantity) : '—'}
          </span>
          <Button
            variant="link"
            size="sm"
            className="text-danger p-1"
            aria-label={`Supprimer ${item.name}`}
            onClick={() => basket.remove(cartLineKey(item))}
          >
            Supprimer
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** Nothing reserved yet: back to the menu. */
export function EmptyPreorderBasket({ onHide }: { onHide: () => void }) {
  return (
    <Modal.Body>
      <div className="text-center py-4">
        <p className="text-body-secondary">Vous n'avez encore réservé aucun plat</p>
        <Link to={paths.menu} className="btn btn-primary" onClick={onHide}>
          Parcourir le menu
        </Link>
      </div>
    </Modal.Body>
  );
}
