import { estimateLabel, frenchMoment } from '@lome/shared';
import { useNow } from '@/lib/use-now';

type Props = {
  estimatedAt?: string | null;
  scheduledFor?: string | null;
  className?: string;
};

/**
 * The time promised (P4.7): "Livraison programmée demain à 12h30", or "Livraison prévue vers 13h05 (dans 25
 * min)".
 */
export function DeliveryEstimate({ estimatedAt, scheduledFor, className }: Props) {
  const now = useNow(60_000);
  const text = deliveryEstimateText({ estimatedAt, scheduledFor }, now);
  if (!text) return null;
  return (
    <p className={className} data-testid="delivery-estimate">
      {text}
    </p>
  );
}

/** The sentence DeliveryEstimate shows, or null when the order carries no time. */
export function deliveryEstimateText(
  { estimatedAt, scheduledFor }: Pick<Props, 'estimatedAt' | 'scheduledFor'>,
  now: Date,
): string | null {
  if (scheduledFor) {
    const slot = `Livraison programmée ${frenchMoment(new Date(scheduledFor), now)}`;
    // Pushed back by the kitchen: the new time is said too.
    return estimatedAt && Date.parse(estimatedAt) > Date.parse(scheduledFor)
      ? `${slot} · ${estimateLabel(new Date(estimatedAt), now)}`
      : slot;
  }
  if (estimatedAt) return `Livraison ${estimateLabel(new Date(estimatedAt), now)}`;
  return null;
}
