import { useId, useState, type FormEvent } from 'react';
import {
  cartLineFor,
  defaultChoiceIds,
  formatFcfa,
  groupMinimum,
  LINE_NOTE_MAX,
  optionErrorMessage,
  optionMessages,
  resolveOptions,
  unitPriceWith,
  type CartItem,
  type MenuDish,
  type OptionGroup,
} from '@lome/shared';
import { lineAllergens, priceDeltaLabel } from '../utils/choice-labels';

type Props = {
  dish: MenuDish;
  /** The line chosen, ready for the cart. */
  onAdd: (line: Omit<CartItem, 'quantity'>) => void;
};

/**
 * A dish's choices (decision 0081): each group with its name and whether it is required, one choice (radios) or
 * several (checkboxes), price changes, choices off today disabled, defaults preselected; a note for the kitchen,
 * the allergens of the dish and the chosen choices, and the add button with the line's price as it changes.
 */
export function DishChoices({ dish, onAdd }: Props) {
  const groups = dish.option_groups ?? [];
  const [chosen, setChosen] = useState<string[]>(() => defaultChoiceIds(groups));
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const noteId = useId();
  const resolved = resolveOptions(groups, chosen);
  const price = unitPriceWith(dish.price, resolved.ok ? resolved.delta : 0);
  const picked = groups.flatMap((g) => g.choices).filter((c) => chosen.includes(c.id));
  const allergens = lineAllergens(dish, picked);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    const made = cartLineFor(dish, chosen, note);
    if (made.ok) onAdd(made.line);
  };

  return (
    <form onSubmit={submit} noValidate>
      {groups.map((g) => (
        <ChoiceGroup key={g.id} group={g} chosen={chosen} onChange={setChosen} />
      ))}
      <div className="mb-3">
        <label htmlFor={noteId} className="form-label fw-semibold">
          Une précision pour la cuisine ? (ex. bien cuit, sans oignon)
        </label>
        <textarea
          id={noteId}
          className="form-control"
          rows={2}
          maxLength={LINE_NOTE_MAX}
          value={note}
          onChange={(e) => setNote(e.target.value.slice(0, LINE_NOTE_MAX))}
        />
        <div className="form-text text-end" aria-live="polite">
          {note.length}/{LINE_NOTE_MAX}
        </div>
      </div>
      {allergens && (
        <p className="small mb-3" data-testid="line-allergens">
          <span className="fw-semibold">Allergènes :</span> {allergens}
        </p>
      )}
      {tried && !resolved.ok && (
        <div className="alert alert-danger py-2" role="alert">
          {optionErrorMessage(resolved.error, dish.name)}
        </div>
      )}
      <button type="submit" className="btn btn-primary w-100">
        Ajouter · {formatFcfa(price)}
      </button>
    </form>
  );
}

function ChoiceGroup({
  group,
  chosen,
  onChange,
}: {
  group: OptionGroup;
  chosen: string[];
  onChange: (ids: string[]) => void;
}) {
  const name = useId();
  const single = group.max <= 1;
  const inGroup = group.choices.filter((c) => chosen.includes(c.id)).map((c) => c.id);
  const others = chosen.filter((id) => !group.choices.some((c) => c.id === id));
  const set = (ids: string[]) => onChange([...others, ...ids]);
  const hint = single
    ? null
    : group.max === groupMinimum(group)
      ? `${group.max} choix`
      : groupMinimum(group) > 0
        ? `${groupMinimum(group)} à ${group.max} choix`
        : `Jusqu'à ${group.max} choix`;

  return (
    <fieldset className="mb-3">
      <legend className="h6 mb-2 d-flex flex-wrap align-items-center gap-2">
        {group.name}
        {group.required && (
          <span className="badge text-bg-warning fw-normal">{optionMessages.required_label}</span>
        )}
        {hint && <span className="small text-body-secondary fw-normal">{hint}</span>}
      </legend>
      {single && !group.required && (
        <ChoiceRow
          type="radio"
          name={name}
          label="Sans"
          checked={inGroup.length === 0}
          onChange={() => set([])}
        />
      )}
      {group.choices.map((c) => {
        const checked = inGroup.includes(c.id);
        return (
          <ChoiceRow
            key={c.id}
            type={single ? 'radio' : 'checkbox'}
            name={name}
            label={c.name}
            delta={c.price_delta}
            off={!c.available}
            checked={checked}
            disabled={!c.available || (!single && !checked && inGroup.length >= group.max)}
            onChange={() =>
              set(single ? [c.id] : checked ? inGroup.filter((id) => id !== c.id) : [...inGroup, c.id])
            }
          />
        );
      })}
    </fieldset>
  );
}

function ChoiceRow(props: {
  type: 'radio' | 'checkbox';
  name: string;
  label: string;
  delta?: number;
  off?: boolean;
  checked: boolean;
  disabled?: boolean;
  onChange: () => void;
}) {
  const id = useId();
  const { type, name, label, delta = 0, off = false, checked, disabled = false, onChange } = props;
  return (
    <div className="form-check d-flex align-items-center gap-2 py-1" style={{ minHeight: 36 }}>
      <input
        id={id}
        className="form-check-input mt-0"
        type={type}
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
      />
      <label htmlFor={id} className="form-check-label flex-grow-1 d-flex justify-content-between gap-2">
        <span className={off ? 'text-decoration-line-through text-body-secondary' : undefined}>
          {label}
          {off && <span className="visually-hidden"> (indisponible aujourd'hui)</span>}
        </span>
        {delta !== 0 && <span className="text-nowrap text-body-secondary">{priceDeltaLabel(delta)}</span>}
      </label>
    </div>
  );
}
