import { soldLineDetails, type SoldLineExtras } from '@lome/shared';

/**
 * Under a sold dish's name: its choices ("Riz, Piment à part", with their price changes when `withPrices`) and its
 * note, each on a line of its own; nothing for a line with neither.
 */
export function SoldLineDetails({
  line,
  withPrices = false,
  className = 'small text-body-secondary',
}: {
  line: SoldLineExtras;
  withPrices?: boolean;
  className?: string;
}) {
  const details = soldLineDetails(line, withPrices);
  if (details.length === 0) return null;
  return (
    <>
      {details.map((text) => (
        <span key={text} className={`d-block ${className}`}>
          {text}
        </span>
      ))}
    </>
  );
}
