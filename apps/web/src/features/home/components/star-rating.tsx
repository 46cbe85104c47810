import { Icon } from '@/components/ui/icon';

/** Five stars, `rating` of them filled; read out as 'Note : 4 sur 5'. */
export function StarRating({ rating, label }: { rating: number; label?: string }) {
  const filled = Math.round(Math.min(5, Math.max(0, rating)));
  return (
    <span
      className="d-inline-flex align-items-center gap-1"
      role="img"
      aria-label={label ?? `Note : ${rating} sur 5`}
    >
      {Array.from({ length: 5 }, (_, i) => (
        <Icon key={i} name="star" size={16} className={i < filled ? 'star-on' : 'star-off'} />
      ))}
    </span>
  );
}
