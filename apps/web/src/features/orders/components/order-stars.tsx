const STAR = 'm12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1Z';

/** Five stars, `stars` of them filled, read out as 'Votre note : 4 sur 5'. */
export function OrderStars({ stars }: { stars: number }) {
  return (
    <span
      className="d-inline-flex align-items-center gap-1"
      role="img"
      aria-label={`Votre note : ${stars} sur 5`}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <svg key={n} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={STAR} fill={n <= stars ? '#b87800' : 'none'} stroke="#b87800" strokeWidth="1.5" />
        </svg>
      ))}
    </span>
  );
}
