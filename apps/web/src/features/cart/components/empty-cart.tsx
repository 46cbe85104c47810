import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The cart page when nothing has been added yet. */
export function EmptyCart() {
  return (
    <div className="text-center py-5">
      <p className="h4">Votre panier est vide</p>
      <p className="text-body-secondary">Découvrez nos plats et ajoutez vos préférés à votre panier.</p>
      <Link to={paths.menu} className="btn btn-primary">
        Voir le menu
      </Link>
    </div>
  );
}
