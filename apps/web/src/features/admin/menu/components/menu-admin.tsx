import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import Spinner from 'react-bootstrap/Spinner';
import { restaurant, type AdminMenuCategory, type AdminMenuDish } from '@lome/shared';
import { errorText } from '@/lib/form-errors';
import { useAdminMenu } from '../api/get-admin-menu';
import { CategoryCard } from './category-card';
import { CategoryDialog } from './category-dialog';
import { DishDialog } from './dish-dialog';
import { OptionGroupsAdmin } from './option-groups-admin';

type Dialog =
  | { kind: 'category'; category?: AdminMenuCategory }
  | { kind: 'dish'; dish?: AdminMenuDish; categoryId: string }
  | null;

/**
 * The menu editor (admins): categories and their dishes in the menu's order, each change on /menu at
 * once. Hidden items stay listed here, marked, so they can be shown again.
 */
export function MenuAdmin() {
  const menu = useAdminMenu();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [tab, setTab] = useState<'plats' | 'choix'>('plats');
  const onError = (error: unknown) =>
    setFailure(errorText(error, "La modification n'a pas pu être enregistrée."));

  if (menu.isPending) {
    return (
      <div className="text-center py-5">
        <Spinner role="status">
          <span className="visually-hidden">Chargement du menu</span>
        </Spinner>
      </div>
    );
  }
  if (menu.isError) {
    return (
      <Alert variant="danger" className="m-3">
        {errorText(menu.error, "Le menu n'a pas pu être chargé.")}
      </Alert>
    );
  }

  const { categories, dishes } = menu.data;
  return (
    <div className="container-fluid py-3">
      <title>{`Menu — Espace restaurant — ${restaurant.name}`}</title>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">Menu</h1>
        {tab === 'plats' && (
          <Button onClick={() => setDialog({ kind: 'category' })}>Nouvelle catégorie</Button>
        )}
      </div>
      {/* react-bootstrap's tabs, not the cart's TabStrip: sharing it split it out of the cart's chunk into a
          request of its own on every customer's first visit. The back-office's weight does not count. */}
      <Tabs
        id="menu-admin"
        className="mb-3"
        activeKey={tab}
        onSelect={(key) => setTab(key === 'choix' ? 'choix' : 'plats')}
        mountOnEnter
        unmountOnExit
      >
        <Tab eventKey="plats" title="Plats">
          {failure && (
            <Alert variant="danger" dismissible onClose={() => setFailure(null)}>
              {failure}
            </Alert>
          )}
          {categories.length === 0 && <p className="text-body-secondary">Aucune catégorie pour le moment.</p>}
          {categories.map((c, i) => (
            <CategoryCard
              key={c.id}
              category={c}
              dishes={dishes.filter((d) => d.category_id === c.id)}
              first={i === 0}
              last={i === categories.length - 1}
              onEdit={(category) => setDialog({ kind: 'category', category })}
              onAddDish={(categoryId) => setDialog({ kind: 'dish', categoryId })}
              onEditDish={(dish) => setDialog({ kind: 'dish', dish, categoryId: dish.category_id ?? c.id })}
              onError={onError}
            />
          ))}
        </Tab>
        <Tab eventKey="choix" title="Choix">
          <OptionGroupsAdmin />
        </Tab>
      </Tabs>
      {dialog?.kind === 'category' && (
        <CategoryDialog category={dialog.category} onHide={() => setDialog(null)} />
      )}
      {dialog?.kind === 'dish' && (
        <DishDialog
          dish={dialog.dish}
          categoryId={dialog.categoryId}
          categories={categories}
          onHide={() => setDialog(null)}
        />
      )}
    </div>
  );
}
