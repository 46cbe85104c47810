import { useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import { formatFcfa, type CartItem, type MenuDish } from '@lome/shared';
import { DishChoices } from './dish-choices';

type Props = {
  dish: MenuDish;
  onHide: () => void;
  onAdd: (line: Omit<CartItem, 'quantity'>) => void;
};

/**
 * The choices of a dish before it enters the cart (decision 0081), opened by 'Ajouter' on a dish that has any.
 * Loaded when first opened, so the menu and the home page do not carry it.
 */
export default function DishOptionsDialog({ dish, onHide, onAdd }: Props) {
  const titleId = useId();
  return (
    <Modal show onHide={onHide} fullscreen="sm-down" centered scrollable aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel="Fermer">
        <Modal.Title as="h2" id={titleId} className="h5 mb-0">
          {dish.name}
          <span className="d-block small fw-normal text-body-secondary">{formatFcfa(dish.price)}</span>
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <DishChoices dish={dish} onAdd={onAdd} />
      </Modal.Body>
    </Modal>
  );
}
