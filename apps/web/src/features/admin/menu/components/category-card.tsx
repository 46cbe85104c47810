import { useId, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import type { AdminMenuCategory, AdminMenuDish } from '@lome/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteCategory } from '../api/delete-category';
import { useMoveCategory } from '../api/move-category';
import { useUpdateCategory } from '../api/update-category';
import { DishRow } from './dish-row';
import { MoveButtons } from './move-buttons';

type Props = {
  category: AdminMenuCategory;
  dishes: AdminMenuDish[];
  first: boolean;
  last: boolean;
  onEdit: (category: AdminMenuCategory) => void;
  onAddDish: (categoryId: string) => void;
  onEditDish: (dish: AdminMenuDish) => void;
  onError: (error: unknown) => void;
};

/** One category of the editor: its actions (order, hide, rename, delete when empty) and its dishes. */
export function CategoryCard(props: Props) {
  const { category, dishes, first, last, onEdit, onAddDish, onEditDish, onError } = props;
  const headingId = useId();
  const update = useUpdateCategory();
  const move = useMoveCategory();
  const remove = useDeleteCategory();
  const [confirming, setConfirming] = useState(false);
  const busy = update.isPending || move.isPending || remove.isPending;

  return (
    <section className="card shadow-sm mb-4" aria-labelledby={headingId}>
      <div className="card-header bg-body d-flex flex-wrap align-items-center gap-2">
        <h2 id={headingId} className="h5 mb-0 me-auto">
          {category.name}{' '}
          {category.hidden && (
            <Badge bg="secondary" className="align-middle">
              Masquée
            </Badge>
          )}
        </h2>
        <MoveButtons
          name={category.name}
          first={first}
          last={last}
          disabled={busy}
          onMove={(direction) => move.mutate({ id: category.id, direction }, { onError })}
        />
        <Button
          size="sm"
          variant="outline-secondary"
          disabled={busy}
          onClick={() => update.mutate({ id: category.id, hidden: !category.hidden }, { onError })}
        >
          {category.hidden ? 'Afficher sur le menu' : 'Masquer du menu'}
        </Button>
        <Button size="sm" variant="outline-primary" onClick={() => onEdit(category)}>
          Renommer
        </Button>
        <Button size="sm" variant="outline-danger" onClick={() => setConfirming(true)}>
          Supprimer
        </Button>
      </div>
      {dishes.length === 0 ? (
        <p className="card-body text-body-secondary mb-0">Aucun plat dans cette catégorie.</p>
      ) : (
        <ul className="list-group list-group-flush">
          {dishes.map((d, i) => (
            <DishRow
              key={d.id}
              dish={d}
              first={i === 0}
              last={i === dishes.length - 1}
              onEdit={onEditDish}
              onError={onError}
            />
          ))}
        </ul>
      )}
      <div className="card-footer bg-body">
        <Button size="sm" onClick={() => onAddDish(category.id)}>
          Ajouter un plat
        </Button>
      </div>
      <ConfirmDialog
        show={confirming}
        titleId={`${headingId}-delete`}
        title={`Supprimer la catégorie «\u00a0${category.name}\u00a0» ?`}
        keepLabel="Non, la garder"
        confirmLabel="Supprimer"
        pending={remove.isPending}
        onHide={() => setConfirming(false)}
        onConfirm={() => remove.mutate(category.id, { onError, onSettled: () => setConfirming(false) })}
      >
        Seule une catégorie vide peut être supprimée ; sinon, masquez-la.
      </ConfirmDialog>
    </section>
  );
}
