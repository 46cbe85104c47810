import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import {
  allergenNames,
  formatFcfa,
  optionMessages,
  type AdminOptionGroup,
  type OptionGroupInput,
} from '@lome/shared';
import { errorText } from '@/lib/form-errors';
import { useDeleteOptionGroup } from '../api/delete-option-group';
import { useOptionGroups } from '../api/get-option-groups';
import { useUpdateOptionGroup } from '../api/update-option-group';
import { groupInput } from '../hooks/use-option-group-form';
import { EditDeleteButtons } from './edit-delete-buttons';
import { OptionGroupDialog } from './option-group-dialog';

const delta = (n: number) => (n === 0 ? 'même prix' : `${n > 0 ? '+' : '−'}${formatFcfa(Math.abs(n))}`);
const howMany = (g: AdminOptionGroup) =>
  `${g.required ? `${optionMessages.required_label}, ` : ''}${g.min === g.max ? `${g.max} choix` : `de ${g.min} à ${g.max} choix`}`;

/** One group: its choices with a quick "available today" switch, the dishes carrying it, edit and delete. */
function GroupCard({
  group,
  onEdit,
  onError,
}: {
  group: AdminOptionGroup;
  onEdit: () => void;
  onError: (e: unknown) => void;
}) {
  const id = useId();
  const update = useUpdateOptionGroup();
  const remove = useDeleteOptionGroup();
  const toggle = (choiceId: string, available: boolean) => {
    const input = groupInput({
      ...group,
      min: String(group.min),
      max: String(group.max),
      choices: group.choices.map((c) => ({
        ...c,
        key: c.id,
        price_delta: String(c.price_delta),
        available: c.id === choiceId ? available : c.available,
      })),
    }) as OptionGroupInput;
    update.mutate({ id: group.id, ...input }, { onError });
  };
  return (
    <li className="list-group-item" aria-labelledby={`${id}-name`}>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <h3 id={`${id}-name`} className="h6 mb-0 me-auto">
          {group.name} <span className="small fw-normal text-body-secondary">({howMany(group)})</span>
        </h3>
        <EditDeleteButtons
          name={group.name}
          titleId={`${id}-delete`}
          onEdit={onEdit}
          onDelete={(done) => remove.mutate(group.id, { onError, onSettled: done })}
          pending={remove.isPending}
        >
          Il sera retiré de ses plats ; les commandes passées gardent les choix faits.
        </EditDeleteButtons>
      </div>
      <ul className="list-unstyled small my-2">
        {group.choices.map((c) => (
          <li key={c.id} className="d-flex flex-wrap align-items-center column-gap-3">
            <Form.Check
              type="switch"
              id={`${id}-${c.id}`}
              label={`${c.name} (${delta(c.price_delta)})${c.is_default ? ' · par défaut' : ''}`}
              checked={c.available}
              disabled={update.isPending}
              aria-label={`${c.name} disponible aujourd'hui`}
              onChange={(e) => toggle(c.id, e.target.checked)}
            />
            {c.allergens.length > 0 && (
              <span className="text-body-secondary">Contient : {allergenNames(c.allergens)}</span>
            )}
          </li>
        ))}
      </ul>
      <div className="small text-body-secondary">
        {group.dishes.length > 0
          ? `Plats : ${group.dishes.map((d) => d.name).join(', ')}`
          : 'Sur aucun plat.'}
      </div>
    </li>
  );
}

/** The "Choix" section: groups of choices defined once and attached to dishes from the dish's editor. */
export function OptionGroupsAdmin() {
  const groups = useOptionGroups();
  const [editing, setEditing] = useState<{ group?: AdminOptionGroup } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const onError = (error: unknown) =>
    setFailure(errorText(error, "La modification n'a pas pu être enregistrée."));

  return (
    <section aria-labelledby="choix-title" className="mb-4">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h2 id="choix-title" className="h5 mb-0 me-auto">
          Choix
        </h2>
        <Button onClick={() => setEditing({})}>Nouveau groupe de choix</Button>
      </div>
      <p className="small text-body-secondary">
        Accompagnement, taille, piment, suppléments : un groupe se définit une fois et s'ajoute aux plats
        depuis leur fiche. Un choix éteint n'est plus proposé aujourd'hui.
      </p>
      {failure && (
        <Alert variant="danger" dismissible onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      {groups.isPending ? (
        <Spinner size="sm" role="status">
          <span className="visually-hidden">Chargement des choix</span>
        </Spinner>
      ) : groups.isError ? (
        <Alert variant="danger">{errorText(groups.error, "Les choix n'ont pas pu être chargés.")}</Alert>
      ) : groups.data.groups.length === 0 ? (
        <p className="text-body-secondary">Aucun groupe de choix pour le moment.</p>
      ) : (
        <ul className="list-group">
          {groups.data.groups.map((g) => (
            <GroupCard key={g.id} group={g} onEdit={() => setEditing({ group: g })} onError={onError} />
          ))}
        </ul>
      )}
      {editing && <OptionGroupDialog group={editing.group} onHide={() => setEditing(null)} />}
    </section>
  );
}
