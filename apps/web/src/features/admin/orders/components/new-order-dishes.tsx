import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { foldForSearch, formatFcfa } from '@lome/shared';
import { useMenuDishes } from '../api/get-menu-dishes';
import type { NewOrderLine } from '../hooks/use-new-order-form';

type Props = {
  lines: NewOrderLine[];
  setQuantity: (line: Omit<NewOrderLine, 'quantity'>, quantity: number) => void;
};

/** The dishes the caller asks for: a search of the menu, then quantities. Prices shown are the menu's. */
export function NewOrderDishes({ lines, setQuantity }: Props) {
  const [query, setQuery] = useState('');
  const dishes = useMenuDishes(true);
  const folded = foldForSearch(query.trim());
  const matches = folded
    ? (dishes.data ?? [])
        .filter((d) => d.available && !d.sold_out && foldForSearch(d.dish_name).includes(folded))
        .slice(0, 6)
    : [];
  const quantityOf = (id: string) => lines.find((l) => l.dish_id === id)?.quantity ?? 0;
  return (
    <fieldset className="mb-3">
      <legend className="h6">Plats</legend>
      <Form.Control
        aria-label="Chercher un plat"
        placeholder="Chercher un plat…"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <ul className="list-unstyled mt-2 mb-2">
        {matches.map((d) => (
          <li key={d.dish_id} className="d-flex justify-content-between align-items-center py-1">
            <span>
              {d.dish_name} · {formatFcfa(d.dish_price)}
            </span>
            <Button
              size="sm"
              variant="outline-primary"
              onClick={() => {
                setQuantity(
                  { dish_id: d.dish_id, name: d.dish_name, price: d.dish_price },
                  quantityOf(d.dish_id) + 1,
                );
                setQuery('');
              }}
            >
              Ajouter
            </Button>
          </li>
        ))}
      </ul>
      {lines.map((l) => (
        <div key={l.dish_id} className="d-flex align-items-center gap-2 mb-1">
          <Form.Control
            type="number"
            min={0}
            max={50}
            style={{ width: 80 }}
            aria-label={`Quantité de ${l.name}`}
            value={l.quantity}
            onChange={(e) => setQuantity(l, Number(e.target.value))}
          />
          <span>
            × {l.name} ({formatFcfa(l.price * l.quantity)})
          </span>
        </div>
      ))}
    </fieldset>
  );
}
