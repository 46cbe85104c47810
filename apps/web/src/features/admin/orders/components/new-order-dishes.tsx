import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { foldForSearch, formatFcfa, resolveOptions, unitPriceWith } from '@lome/shared';
import { useMenuDishes } from '../api/get-menu-dishes';
import type { NewOrderDish, NewOrderLine } from '../hooks/use-new-order-form';
import { NewOrderLineChoices } from './new-order-line-choices';

type Props = {
  lines: NewOrderLine[];
  add: (dish: NewOrderDish) => void;
  setLine: (uid: string, patch: Partial<Pick<NewOrderLine, 'quantity' | 'options' | 'note'>>) => void;
};

/** A line's unit price with its choices, as the dialog shows it before the server's quote. */
function unitPrice(l: NewOrderLine): number {
  const resolved = l.groups?.length ? resolveOptions(l.groups, l.options) : null;
  return unitPriceWith(l.price, resolved?.ok ? resolved.delta : 0);
}

/**
 * The dishes the caller asks for: a search of the menu, then quantities, and for a dish with choices its choices
 * and a note. Prices shown are the menu's; the total is the server's.
 */
export function NewOrderDishes({ lines, add, setLine }: Props) {
  const [query, setQuery] = useState('');
  const dishes = useMenuDishes(true);
  const folded = foldForSearch(query.trim());
  const matches = folded
    ? (dishes.data ?? [])
        .filter((d) => d.available && !d.sold_out && foldForSearch(d.dish_name).includes(folded))
        .slice(0, 6)
    : [];
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
              {typeof d.portions_left === 'number' && ` · reste ${d.portions_left}`}
            </span>
            <Button
              size="sm"
              variant="outline-primary"
              onClick={() => {
                add({ dish_id: d.dish_id, name: d.dish_name, price: d.dish_price, groups: d.option_groups });
                setQuery('');
              }}
            >
              Ajouter
            </Button>
          </li>
        ))}
      </ul>
      {lines.map((l) => (
        <div key={l.uid}>
          <div className="d-flex align-items-center gap-2 mb-1">
            <Form.Control
              type="number"
              min={0}
              max={50}
              style={{ width: 80 }}
              aria-label={`Quantité de ${l.name}`}
              value={l.quantity}
              onChange={(e) => setLine(l.uid, { quantity: Number(e.target.value) })}
            />
            <span>
              × {l.name} ({formatFcfa(unitPrice(l) * l.quantity)})
            </span>
          </div>
          <NewOrderLineChoices
            name={l.name}
            groups={l.groups ?? []}
            options={l.options ?? []}
            note={l.note ?? ''}
            onOptions={(options) => setLine(l.uid, { options })}
            onNote={(note) => setLine(l.uid, { note })}
          />
        </div>
      ))}
    </fieldset>
  );
}
