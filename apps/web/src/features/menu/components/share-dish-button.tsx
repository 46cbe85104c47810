import type { MenuDish } from '@lome/shared';
import { Icon } from '@/components/ui/icon';
import { paths } from '@/config/paths';
import { dishShareText, whatsappDishUrl } from '../utils/share-dish';

/**
 * The phone's share sheet when the browser has one; otherwise a WhatsApp link, where Lomé shares links. The
 * address is the dish's own (/menu/{id}), whose page the server fills with the dish's preview tags.
 */
export function ShareDishButton({ dish }: { dish: MenuDish }) {
  const url = `${window.location.origin}${paths.dish(dish.id)}`;
  const whatsapp = whatsappDishUrl(dish, url);

  if (typeof navigator.share === 'function') {
    const share = async () => {
      try {
        await navigator.share({ title: dish.name, text: dishShareText(dish), url });
      } catch (error) {
        // Closing the share sheet is not a failure; anything else falls back to WhatsApp.
        if (!(error instanceof DOMException && error.name === 'AbortError'))
          window.open(whatsapp, '_blank', 'noopener');
      }
    };
    return (
      <button type="button" className="btn btn-outline-success" onClick={() => void share()}>
        Partager
      </button>
    );
  }
  return (
    <a
      className="btn btn-outline-success d-inline-flex align-items-center gap-2"
      href={whatsapp}
      target="_blank"
      rel="noopener noreferrer"
    >
      <Icon name="whatsapp" size={18} /> Partager sur WhatsApp
    </a>
  );
}
