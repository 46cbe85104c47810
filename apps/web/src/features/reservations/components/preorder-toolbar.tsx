import { PREORDER_TABS, type PreorderTab } from '../lib/preorder-tabs';

type Props = {
  current: PreorderTab;
  onTab: (tab: PreorderTab) => void;
  /** Dishes in the reservation basket. */
  count: number;
  onOpenBasket: () => void;
};

/** The sticky bar: the dish categories and 'Ma Réservation' with its count. */
export function PreorderToolbar({ current, onTab, count, onOpenBasket }: Props) {
  return (
    <div className="sticky-top bg-body border-bottom shadow-sm py-2 mb-4">
      <div className="container d-flex align-items-center gap-2">
        {/* Wrapped, not scrolled: every tab stays in sight on a 360 px phone. */}
        <nav aria-label="Catégories" className="flex-grow-1" style={{ minWidth: 0 }}>
          <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
            {PREORDER_TABS.map((t) => (
              <li key={t.key} className="flex-shrink-0">
                <button
                  type="button"
                  className={`btn btn-sm rounded-pill text-nowrap ${current === t.key ? 'btn-primary' : 'btn-outline-primary'}`}
                  aria-pressed={current === t.key}
                  onClick={() => onTab(t.key)}
                >
                  {t.label}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <button
          type="button"
          className="btn btn-primary btn-sm flex-shrink-0 position-relative"
          onClick={onOpenBasket}
        >
          Ma Réservation
          {count > 0 && (
            <span className="position-absolute top-0 start-100 translate-middle badge rounded-pill bg-danger">
              {count}
              <span className="visually-hidden"> plats réservés</span>
            </span>
          )}
        </button>
      </div>
    </div>
  );
}
