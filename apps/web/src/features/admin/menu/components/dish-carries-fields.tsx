import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { optionMessages, type AdminMenuDish } from '@lome/shared';
import { useOptionGroups } from '../api/get-option-groups';
import type { DishCarries } from '../hooks/use-dish-form';
import { AllergenChecks } from './allergen-checks';
import { MoveButtons } from './move-buttons';

type Props = {
  idPrefix: string;
  dish?: AdminMenuDish;
  carries: DishCarries;
  carry: (patch: Partial<DishCarries>) => void;
  errors: Record<string, string | undefined>;
};

/** What a dish carries (decision 0081): its allergens, its groups of choices in order, today's portions. */
export function DishCarriesFields({ idPrefix, dish, carries, carry, errors }: Props) {
  const groups = useOptionGroups().data?.groups ?? [];
  const nameOf = (id: string) => groups.find((g) => g.id === id)?.name ?? '…';
  const ids = carries.groupIds;
  const move = (index: number, direction: 'up' | 'down') => {
    const other = direction === 'up' ? index - 1 : index + 1;
    const next = [...ids];
    [next[index], next[other]] = [next[other]!, next[index]!];
    carry({ groupIds: next });
  };
  const left = dish?.portions_left;

  return (
    <>
      <AllergenChecks
        idPrefix={`${idPrefix}-allergen`}
        legend="Allergènes"
        value={carries.allergens}
        onChange={(allergens) => carry({ allergens })}
      />
      <fieldset className="mb-3">
        <legend className="form-label fs-6 mb-1">Choix proposés</legend>
        {ids.length === 0 && (
          <p className="small text-body-secondary mb-1">Aucun : le plat s'ajoute tel quel.</p>
        )}
        <ol className="list-unstyled mb-2">
          {ids.map((id, i) => (
            <li key={id} className="d-flex align-items-center gap-2 mb-1">
              <span className="me-auto">{nameOf(id)}</span>
              <MoveButtons
                name={nameOf(id)}
                first={i === 0}
                last={i === ids.length - 1}
                disabled={false}
                onMove={(direction) => move(i, direction)}
              />
              <Button
                size="sm"
                variant="outline-danger"
                aria-label={`Retirer «\u00a0${nameOf(id)}\u00a0»`}
                onClick={() => carry({ groupIds: ids.filter((x) => x !== id) })}
              >
                Retirer
              </Button>
            </li>
          ))}
        </ol>
        <Form.Select
          aria-label="Ajouter un groupe de choix"
          value=""
          isInvalid={!!errors.group_ids}
          onChange={(e) => e.target.value && carry({ groupIds: [...ids, e.target.value] })}
        >
          <option value="">Ajouter un groupe de choix…</option>
          {groups
            .filter((g) => !ids.includes(g.id))
            .map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid">{errors.group_ids}</Form.Control.Feedback>
      </fieldset>
      <Form.Group className="mb-3" controlId={`${idPrefix}-portions`}>
        <Form.Label>Portions aujourd'hui</Form.Label>
        <Form.Control
          value={carries.portions}
          onChange={(e) => carry({ portions: e.target.value })}
          inputMode="numeric"
          placeholder="illimité"
          isInvalid={!!errors.portions}
          aria-describedby={`${idPrefix}-portions-help`}
        />
        <Form.Control.Feedback type="invalid">{errors.portions}</Form.Control.Feedback>
        <Form.Text id={`${idPrefix}-portions-help`}>
          {left === null || left === undefined
            ? 'Vide : illimité. Le nombre vaut pour chaque jour.'
            : left === 0
              ? `${optionMessages.soldOutLabel} aujourd'hui.`
              : optionMessages.portionsLeft(left)}
        </Form.Text>
      </Form.Group>
    </>
  );
}
