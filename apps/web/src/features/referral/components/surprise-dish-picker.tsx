import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { formatFcfa, type FreeDishCredit, type MenuDish } from '@lome/shared';
import { useMenu } from '@/features/menu';
import { eligibleDishes } from '../utils/free-dish-credit';

type Props = { credit: FreeDishCredit; onHide: () => void; onPick: (dish: MenuDish) => void };

/** 'Plat surprise' (P11.2): the customer picks the dish the credit pays for, among those up to the cap. */
export function SurpriseDishPicker({ credit, onHide, onPick }: Props) {
  const menu = useMenu();
  const [chosen, setChosen] = useState<string | null>(null);
  const dishes = menu.data ? eligibleDishes(menu.data.dishes, credit) : [];
  const dish = dishes.find((d) => d.id === chosen);

  return (
    <Modal show onHide={onHide} centered scrollable aria-labelledby="surprise-dish-title">
      <Modal.Header closeButton closeLabel="Fermer">
        <Modal.Title id="surprise-dish-title" as="h2" className="h5">
          Choisissez votre plat offert
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="small text-body-secondary">Tous les plats jusqu'à {formatFcfa(credit.cap_amount)}.</p>
        {menu.isPending && (
          <div className="text-center py-3">
            <Spinner aria-label="Chargement des plats" />
          </div>
        )}
        {menu.isError && (
          <Alert variant="danger">Erreur lors du chargement des données. Veuillez réessayer.</Alert>
        )}
        {menu.data && dishes.length === 0 && <p className="mb-0">Aucun plat disponible pour le moment.</p>}
        {dishes.length > 0 && (
          <Form.Group role="radiogroup" aria-labelledby="surprise-dish-title">
            {dishes.map((d) => (
              <Form.Check
                key={d.id}
                type="radio"
                id={`surprise-${d.id}`}
                name="surprise-dish"
                className="py-1"
                checked={chosen === d.id}
                onChange={() => setChosen(d.id)}
                label={
                  <>
                    {d.name} <span className="text-body-secondary">· {formatFcfa(d.price)}</span>
                  </>
                }
              />
            ))}
          </Form.Group>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide}>
          Annuler
        </Button>
        <Button disabled={!dish} onClick={() => dish && onPick(dish)}>
          Ajouter au panier
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
