import { useId } from 'react';
import { ALLERGEN_LABELS, ALLERGENS, type Allergen } from '@lome/shared';

type Props = { avoid: readonly Allergen[]; onChange: (avoid: Allergen[]) => void };

/**
 * The allergens a customer avoids ("sans arachides"): dishes holding a ticked one leave the menu. Loaded when the
 * filter is first opened.
 */
export default function AllergenFilterPanel({ avoid, onChange }: Props) {
  const id = useId();
  const toggle = (a: Allergen) =>
    onChange(
      avoid.includes(a)
        ? avoid.filter((x) => x !== a)
        : ALLERGENS.filter((x) => x === a || avoid.includes(x)),
    );
  return (
    <fieldset className="mt-2">
      <legend className="small fw-semibold mb-1">Masquer les plats contenant :</legend>
      <div className="d-flex flex-wrap gap-2">
        {ALLERGENS.map((a) => (
          <span key={a}>
            <input
              type="checkbox"
              className="btn-check"
              id={`${id}-${a}`}
              checked={avoid.includes(a)}
              onChange={() => toggle(a)}
            />
            <label className="btn btn-sm rounded-pill btn-outline-danger" htmlFor={`${id}-${a}`}>
              {ALLERGEN_LABELS[a]}
            </label>
          </span>
        ))}
        {avoid.length > 0 && (
          <button type="button" className="btn btn-link btn-sm" onClick={() => onChange([])}>
            Tout afficher
          </button>
        )}
      </div>
    </fieldset>
  );
}
