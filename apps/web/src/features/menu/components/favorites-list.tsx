import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router';
import { messages, type MenuDish } from '@lome/shared';
import { paths } from '@/config/paths';
import { AddedToast, useAddedToast } from '@/features/cart';
import { useFavorites } from '@/features/favorites';
import { useMenu } from '../api/get-menu';
import { DishCard } from './dish-card';

/** The favourite dishes the menu offers now, in the favourites' order (latest heart first). */
export function favoriteDishes(ids: string[], dishes: MenuDish[]): { shown: MenuDish[]; missing: number } {
  const byId = new Map(dishes.map((d) => [d.id, d]));
  const shown = ids.flatMap((id) => byId.get(id) ?? []);
  return { shown, missing: ids.length - shown.length };
}

/** /favorites (P11.2): the hearted dishes with add to cart; a visitor's are kept here until they log in. */
export function FavoritesList() {
  const favorites = useFavorites();
  const menu = useMenu();
  const { toast, notify, dismiss } = useAddedToast();
  const { shown, missing } = favoriteDishes(favorites.ids, menu.data?.dishes ?? []);

  let content;
  if (menu.isPending || favorites.isPending) {
    content = (
      <div className="text-center py-5" role="status">
        <Spinner animation="border" className="text-primary mb-2" aria-hidden="true" />
        <p className="mb-0">Chargement de vos favoris...</p>
      </div>
    );
  } else if (menu.isError) {
    content = (
      <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-2">
        <span className="flex-grow-1">{messages.loadError}</span>
        <Button size="sm" variant="outline-danger" onClick={() => void menu.refetch()}>
          Réessayer
        </Button>
      </Alert>
    );
  } else if (shown.length === 0) {
    content = (
      <div className="text-center py-5">
        <p className="h5">Vous n'avez pas encore de favoris.</p>
        <p className="text-body-secondary">
          Touchez le cœur d'un plat pour le retrouver ici et le commander en un instant.
        </p>
        <Link to={paths.menu} className="btn btn-primary">
          Découvrir le menu
        </Link>
      </div>
    );
  } else {
    content = (
      <div className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 row-cols-xl-4 g-3">
        {shown.map((d) => (
          <div key={d.id} className="col">
            <DishCard dish={d} onAdded={(dish) => notify(dish.name)} />
          </div>
        ))}
      </div>
    );
  }

  return (
    <div className="container py-4 py-md-5">
      <h1 className="h2 mb-3">Mes favoris</h1>
      {!favorites.isAuthenticated && (
        <Alert variant="light" className="border d-flex flex-wrap align-items-center gap-2">
          <span className="flex-grow-1">
            Vos favoris sont gardés sur cet appareil. Connectez-vous pour les garder sur votre compte et les
            retrouver partout.
          </span>
          <Link to={paths.login} state={{ from: paths.favorites }} className="btn btn-primary btn-sm">
            Se connecter
          </Link>
          <Link
            to={paths.register}
            state={{ from: paths.favorites }}
            className="btn btn-outline-primary btn-sm"
          >
            Créer un compte
          </Link>
        </Alert>
      )}
      {content}
      {missing > 0 && !menu.isPending && !menu.isError && (
        <p className="text-body-secondary small mt-3 mb-0">
          {missing === 1
            ? "Un de vos favoris n'est plus à la carte pour le moment."
            : `${missing} de vos favoris ne sont plus à la carte pour le moment.`}
        </p>
      )}
      <AddedToast toast={toast} onClose={dismiss} />
    </div>
  );
}
