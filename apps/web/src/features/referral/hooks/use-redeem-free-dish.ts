import { useNavigate } from 'react-router';
import type { FreeDishCredit, MenuDish } from '@lome/shared';
import { paths } from '@/config/paths';
import { freeDishActions } from '@/features/cart';

/**
 * 'Utiliser' (P11.2): the dish goes into the cart with the credit on it, and the customer is taken to the
 * cart.
 */
export function useRedeemFreeDish() {
  const navigate = useNavigate();
  return (credit: FreeDishCredit, dish: MenuDish) => {
    freeDishActions.add(
      { id: dish.id, name: dish.name, price: dish.price, image: dish.image, category: dish.category },
      credit.id,
    );
    navigate(paths.cart);
  };
}
