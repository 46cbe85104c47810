import { ALLERGEN_LABELS, ALLERGENS, type Allergen } from '@lome/shared';
import Form from 'react-bootstrap/Form';

type Props = {
  /** Names the checkboxes' ids, unique on the page. */
  idPrefix: string;
  legend: string;
  value: readonly Allergen[];
  onChange: (next: Allergen[]) => void;
};

/** The 14 allergens of the EU list as checkboxes, by their French names, kept in the list's order. */
export function AllergenChecks({ idPrefix, legend, value, onChange }: Props) {
  const toggle = (a: Allergen, on: boolean) =>
    onChange(ALLERGENS.filter((x) => (x === a ? on : value.includes(x))));
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-1">{legend}</legend>
      <div className="d-flex flex-wrap column-gap-3">
        {ALLERGENS.map((a) => (
          <Form.Check
            key={a}
            id={`${idPrefix}-${a}`}
            label={ALLERGEN_LABELS[a]}
            checked={value.includes(a)}
            onChange={(e) => toggle(a, e.target.checked)}
          />
        ))}
      </div>
    </fieldset>
  );
}
