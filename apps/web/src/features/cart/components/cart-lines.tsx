import {
  allergenNames,
  cartLineKey,
  formatFcfa,
  MAX_QUANTITY_PER_LINE,
  optionsSummary,
  portionLabels,
  roomForDish,
  type CartItem,
} from '@lome/shared';
import { DISH_FALLBACK_IMAGE, FallbackImage } from '@/components/ui/fallback-image';
import { SvgIcon } from '@/components/ui/svg-icon';
import { useCart } from '../hooks/use-cart';
import { useFreeDish, type AppliedFreeDish } from '../hooks/use-free-dish';
import { lineTotalWithFreeDish } from '../utils/free-dish';
import { CartLineNote } from './cart-line-note';

/** The cart's lines: picture, name, unit price, quantity (1 to the order rules' maximum here) and a remove button. */
export function CartLines() {
  const { items } = useCart();
  const freeDish = useFreeDish();
  return (
    <ul className="list-unstyled mb-0">
      {items.map((item) => {
        const key = cartLineKey(item);
        // The credit frees one unit of its dish: the server takes its dearest line when the dish is on several.
        const dearest = items.filter((i) => i.id === item.id).reduce((a, b) => (b.price > a.price ? b : a));
        return (
          <CartLine
            key={key}
            line={key}
            item={item}
            freeDish={dearest === item ? freeDish : null}
            // The most of one dish an order holds, its lines with other choices counted.
            atMaximum={roomForDish(items, item.id) === 0}
          />
        );
      })}
    </ul>
  );
}

function CartLine({
  line,
  item,
  freeDish,
  atMaximum,
}: {
  line: string;
  item: CartItem;
  freeDish: AppliedFreeDish | null;
  atMaximum: boolean;
}) {
  const { setQuantity, setNote, remove } = useCart();
  const choices = optionsSummary(item.choices);
  const allergens = allergenNames(item.allergens ?? []);
  const free = freeDish?.dish_id === item.id;
  const full = item.price * item.quantity;
  return (
    <li className="d-flex gap-3 align-items-start py-3 border-bottom">
      <FallbackImage
        src={item.image}
        fallback={DISH_FALLBACK_IMAGE}
        alt=""
        width={72}
        height={72}
        sizes="72px"
        className="rounded flex-shrink-0"
      />
      <div className="flex-grow-1" style={{ minWidth: 0 }}>
        <div className="d-flex align-items-start gap-2">
          <h3 className="h6 mb-1 flex-grow-1">{item.name}</h3>
          <button
            type="button"
            className="btn btn-link text-danger p-1 lh-1"
            aria-label={`Supprimer ${item.name} du panier`}
            onClick={() => remove(line)}
          >
            <TrashIcon />
          </button>
        </div>
        {choices && <div className="small">{choices}</div>}
        <CartLineNote dishName={item.name} note={item.note} onSave={(note) => setNote(line, note)} />
        {allergens && <div className="small text-danger-emphasis">Allergènes : {allergens}</div>}
        <div className="small text-body-secondary mb-2">{formatFcfa(item.price)} l'unité</div>
        <div className="d-flex align-items-center gap-2 flex-wrap">
          <div className="d-flex align-items-center gap-1">
            <button
              type="button"
              className="btn btn-outline-primary btn-sm rounded-circle"
              style={{ width: 36, height: 36 }}
              aria-label={portionLabels(item.name).remove}
              disabled={item.quantity <= 1}
              onClick={() => setQuantity(line, item.quantity - 1)}
            >
              −
            </button>
            <span className="fw-semibold text-center" style={{ minWidth: '2ch' }} aria-live="polite">
              {item.quantity}
            </span>
            <button
              type="button"
              className="btn btn-primary btn-sm rounded-circle"
              style={{ width: 36, height: 36 }}
              aria-label={portionLabels(item.name).add}
              disabled={atMaximum}
              onClick={() => setQuantity(line, item.quantity + 1)}
            >
              +
            </button>
          </div>
          {atMaximum && (
            <small className="text-body-secondary">{MAX_QUANTITY_PER_LINE} au maximum par plat</small>
          )}
          {free && <span className="badge text-bg-success">1 offert</span>}
          <span className="fw-bold ms-auto" data-testid={free ? 'free-dish-line-total' : undefined}>
            {free && (
              <del className="fw-normal text-body-secondary me-2">
                <span className="visually-hidden">au lieu de </span>
                {formatFcfa(full)}
              </del>
            )}
            {formatFcfa(free ? lineTotalWithFreeDish(item, freeDish) : full)}
          </span>
        </div>
      </div>
    </li>
  );
}

function TrashIcon() {
  return (
    <SvgIcon size={20}>
      <path d="M3 6h18M8 6V4h8v2M6 6l1 14h10l1-14M10 11v5M14 11v5" />
    </SvgIcon>
  );
}
