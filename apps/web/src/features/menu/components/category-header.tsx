import type { Category } from '@lome/shared';
import { DISH_FALLBACK_IMAGE, FallbackImage } from '@/components/ui/fallback-image';
import { dishCountLabel } from '../utils/dishes';
import { CategoryIcon } from './category-icon';

/** A category's picture (or icon), name and dish count badge. */
export function CategoryHeader({
  category,
  count,
  headingId,
}: {
  category: Category;
  count: number;
  headingId: string;
}) {
  return (
    <div className="d-flex align-items-center gap-3">
      {category.bgImage ? (
        <FallbackImage
          src={category.bgImage}
          fallback={DISH_FALLBACK_IMAGE}
          alt=""
          width={48}
          height={48}
          className="rounded-circle flex-shrink-0"
        />
      ) : (
        <span
          className="rounded-circle bg-primary-subtle text-primary d-inline-flex align-items-center justify-content-center flex-shrink-0"
          style={{ width: 48, height: 48 }}
        >
          <CategoryIcon name={category.name} size={24} />
        </span>
      )}
      <h2 id={headingId} className="h4 mb-0">
        {category.name}
      </h2>
      <span className="badge rounded-pill text-bg-secondary">{dishCountLabel(count)}</span>
    </div>
  );
}
