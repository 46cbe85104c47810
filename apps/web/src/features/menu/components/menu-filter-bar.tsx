import { allergenNames, type Allergen, type Category } from '@lome/shared';
import Form from 'react-bootstrap/Form';
import { lazy, Suspense, useState, type Ref } from 'react';
import { DISH_FALLBACK_IMAGE, FallbackImage } from '@/components/ui/fallback-image';
import { ALL_CATEGORIES } from '../utils/dishes';
import { FILTER_BAR_INITIAL } from '../utils/visible-count';
import { CategoryIcon } from './category-icon';

const AllergenFilterPanel = lazy(() => import('./allergen-filter-panel'));

type MenuFilterBarProps = {
  categories: Category[];
  selected: string;
  onSelect: (categoryId: string) => void;
  search: string;
  onSearch: (text: string) => void;
  /** The field got the focus: time to fetch the search before the first letter. */
  onSearchFocus?: () => void;
  ref?: Ref<HTMLDivElement>;
  /** "Sans allergène": the allergens avoided, when the menu says which dishes hold any. */
  allergens?: { avoid: Allergen[]; onChange: (avoid: Allergen[]) => void };
};

/** P11.7 menu: sticky search and category buttons, the first 4 categories until 'Voir plus...'. */
export function MenuFilterBar({
  categories,
  selected,
  onSelect,
  search,
  onSearch,
  onSearchFocus,
  ref,
  allergens,
}: MenuFilterBarProps) {
  const [showAll, setShowAll] = useState(false);
  const [allergensOpen, setAllergensOpen] = useState(false);
  const shown = showAll ? categories : categories.slice(0, FILTER_BAR_INITIAL);

  return (
    <div ref={ref} className="sticky-top bg-body border-bottom shadow-sm py-2 py-md-3 mb-4">
      <div className="container">
        <Form.Control
          type="search"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          onFocus={onSearchFocus}
          placeholder="Rechercher un plat..."
          aria-label="Rechercher un plat"
          className="mb-2 mb-md-3"
        />
        {/* Wrapped on every screen: a scrolling row cut names off on phones ("incipaux"). */}
        <div className="d-flex flex-wrap gap-2" role="group" aria-label="Catégories">
          <CategoryButton
            label="Tous"
            active={selected === ALL_CATEGORIES}
            onClick={() => onSelect(ALL_CATEGORIES)}
          />
          {shown.map((c) => (
            <CategoryButton
              key={c.id}
              label={c.name}
              image={c.bgImage}
              active={selected === c.id}
              onClick={() => onSelect(c.id)}
            />
          ))}
          {categories.length > FILTER_BAR_INITIAL && (
            <button
              type="button"
              className="btn btn-link btn-sm text-nowrap"
              aria-expanded={showAll}
              onClick={() => setShowAll((v) => !v)}
            >
              {showAll ? 'Voir moins' : 'Voir plus...'}
            </button>
          )}
          {allergens && (
            <button
              type="button"
              className={`btn btn-sm rounded-pill text-nowrap ${allergens.avoid.length ? 'btn-danger' : 'btn-outline-secondary'}`}
              aria-expanded={allergensOpen}
              onClick={() => setAllergensOpen((v) => !v)}
            >
              {allergens.avoid.length ? `Sans ${allergenNames(allergens.avoid)}` : 'Sans allergène'}
            </button>
          )}
        </div>
        {allergens && allergensOpen && (
          <Suspense fallback={null}>
            <AllergenFilterPanel avoid={allergens.avoid} onChange={allergens.onChange} />
          </Suspense>
        )}
      </div>
    </div>
  );
}

function CategoryButton(props: {
  label: string;
  image?: string | null;
  active: boolean;
  onClick: () => void;
}) {
  const { label, image, active, onClick } = props;
  return (
    <button
      type="button"
      className={`btn btn-sm rounded-pill d-inline-flex align-items-center gap-2 text-nowrap ${active ? 'btn-primary' : 'btn-outline-primary'}`}
      aria-pressed={active}
      onClick={onClick}
    >
      {image ? (
        <FallbackImage
          src={image}
          fallback={DISH_FALLBACK_IMAGE}
          alt=""
          width={20}
          height={20}
          className="rounded-circle"
        />
      ) : (
        <CategoryIcon name={label} size={16} />
      )}
      {label}
    </button>
  );
}
