import { restaurant } from '@lome/shared';
import { FavoritesList } from '@/features/menu';

/**
 * /favorites (P11.2): the customer's favourite dishes, open to visitors too (their hearts stay in the
 * browser).
 */
export default function FavoritesPage() {
  return (
    <>
      <title>{`Mes favoris — ${restaurant.name}`}</title>
      <FavoritesList />
    </>
  );
}
