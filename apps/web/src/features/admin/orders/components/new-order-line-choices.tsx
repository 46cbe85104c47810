import Form from 'react-bootstrap/Form';
import { LINE_NOTE_MAX, formatFcfa, optionMessages, type OptionGroup } from '@lome/shared';

type Props = {
  name: string;
  groups: OptionGroup[];
  options: string[];
  note: string;
  onOptions: (options: string[]) => void;
  onNote: (note: string) => void;
};

const delta = (n: number) => (n === 0 ? '' : ` (${n > 0 ? '+' : '−'}${formatFcfa(Math.abs(n))})`);

/**
 * The choices a caller says on the phone, for one line of "Nouvelle commande": a list per group taking one, boxes
 * for a group taking several, and a note for the kitchen. The server checks and prices them.
 */
export function NewOrderLineChoices({ name, groups, options, note, onOptions, onNote }: Props) {
  const inGroup = (g: OptionGroup) => options.filter((id) => g.choices.some((c) => c.id === id));
  const replaceGroup = (g: OptionGroup, ids: string[]) =>
    onOptions([...options.filter((id) => !g.choices.some((c) => c.id === id)), ...ids]);
  return (
    <div className="ms-5 mb-2 small">
      {groups.map((g) =>
        g.max === 1 ? (
          <Form.Group key={g.id} className="d-flex align-items-center gap-2 mb-1">
            <Form.Label className="mb-0" htmlFor={`choice-${name}-${g.id}`}>
              {g.name}
              {g.required && <span className="text-danger"> *</span>}
            </Form.Label>
            <Form.Select
              id={`choice-${name}-${g.id}`}
              size="sm"
              style={{ maxWidth: 260 }}
              aria-label={`${g.name} de ${name}`}
              value={inGroup(g)[0] ?? ''}
              onChange={(e) => replaceGroup(g, e.target.value ? [e.target.value] : [])}
            >
              {!g.required && <option value="">Aucun</option>}
              {g.choices.map((c) => (
                <option key={c.id} value={c.id} disabled={!c.available}>
                  {c.name}
                  {delta(c.price_delta)}
                  {c.available ? '' : ` (${optionMessages.soldOutLabel})`}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        ) : (
          <fieldset key={g.id} className="mb-1">
            <legend className="fs-6 small mb-0">
              {g.name} ({g.min}-{g.max})
            </legend>
            {g.choices.map((c) => (
              <Form.Check
                key={c.id}
                inline
                id={`choice-${name}-${c.id}`}
                label={`${c.name}${delta(c.price_delta)}`}
                disabled={!c.available}
                checked={options.includes(c.id)}
                onChange={(e) =>
                  replaceGroup(
                    g,
                    e.target.checked ? [...inGroup(g), c.id] : inGroup(g).filter((id) => id !== c.id),
                  )
                }
              />
            ))}
          </fieldset>
        ),
      )}
      <Form.Control
        size="sm"
        maxLength={LINE_NOTE_MAX}
        placeholder="Note pour la cuisine (bien cuit, sans oignon…)"
        aria-label={`Note pour ${name}`}
        value={note}
        onChange={(e) => onNote(e.target.value)}
      />
    </div>
  );
}
