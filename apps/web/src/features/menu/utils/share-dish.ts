import { chezRestaurant, formatFcfa, type MenuDish } from '@lome/shared';

/** The words a shared dish comes with: its name, price and the restaurant, then its address. */
export function dishShareText(dish: Pick<MenuDish, 'name' | 'price'>): string {
  return `${dish.name} à ${formatFcfa(dish.price)} ${chezRestaurant()}`;
}

/** A WhatsApp link that opens a chat with the dish's text and address filled in. */
export function whatsappDishUrl(dish: Pick<MenuDish, 'name' | 'price'>, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${dishShareText(dish)} : ${url}`)}`;
}
