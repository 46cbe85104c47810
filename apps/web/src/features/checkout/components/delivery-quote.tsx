import { formatFcfa, type OrderCreateInput } from '@lome/shared';
import { ApiError } from '@/lib/api-client';
import { deliveryFeeText, useOrderQuote } from '@/features/cart';

/**
 * What the delivery to the point placed costs, as the server prices it (P3.3):
 * "Livraison : 1 000 FCFA (5,2 km)", or why it cannot be delivered (below the minimum, out of the zone).
 * Nothing until a point is placed.
 */
export function DeliveryQuote({ body }: { body: OrderCreateInput }) {
  const { latitude, longitude } = body;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  return <PlacedQuote body={body} point={{ latitude, longitude }} />;
}

function PlacedQuote({
  body,
  point,
}: {
  body: OrderCreateInput;
  point: { latitude: number; longitude: number };
}) {
  const quote = useOrderQuote({
    dishes: body.dishes,
    free_dish_credit_id: body.free_dish_credit_id,
    free_dish_id: body.free_dish_id,
    ...point,
  });
  if (quote.error instanceof ApiError && quote.error.status === 422) {
    return (
      <div className="alert alert-warning small py-2 mb-3" role="status" data-testid="delivery-quote">
        {quote.error.message}
      </div>
    );
  }
  const priced = quote.isError ? undefined : quote.data;
  if (!priced || priced.distance_m == null) return null;
  return (
    <p className="small mb-3" role="status" data-testid="delivery-quote">
      Livraison : {deliveryFeeText(priced)} · Total : <strong>{formatFcfa(priced.total_price)}</strong>
    </p>
  );
}
