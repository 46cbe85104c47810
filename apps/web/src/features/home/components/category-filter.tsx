import type { Category } from '@lome/shared';
import { DISH_FALLBACK_IMAGE, FallbackImage } from '@/components/ui/fallback-image';
import { CategoryIcon, ALL_CATEGORIES } from '@/features/menu';

type CategoryFilterProps = {
  categories: readonly Category[];
  selected: string;
  onSelect: (categoryId: string) => void;
};

/** 'Tous' plus one button per category, with its picture or derived icon; the pressed one is the filter. */
export function CategoryFilter({ categories, selected, onSelect }: CategoryFilterProps) {
  const options = [{ id: ALL_CATEGORIES, name: 'Tous', bgImage: null }, ...categories];
  return (
    <div
      className="d-flex flex-wrap justify-content-center gap-2 mb-4"
      role="group"
      aria-label="Filtrer par catégorie"
    >
      {options.map((c) => {
        const active = c.id === selected;
        return (
          <button
            key={c.id}
            type="button"
            className={`btn rounded-pill d-inline-flex align-items-center gap-2 ${active ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-pressed={active}
            onClick={() => onSelect(c.id)}
          >
            {c.bgImage ? (
              <FallbackImage
                src={c.bgImage}
                fallback={DISH_FALLBACK_IMAGE}
                alt=""
                width={24}
                height={24}
                className="rounded-circle"
              />
            ) : (
              <CategoryIcon name={c.name} size={18} />
            )}
            {c.name}
          </button>
        );
      })}
    </div>
  );
}
