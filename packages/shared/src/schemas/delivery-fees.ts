import { z } from 'zod';
import { deliveryFeeMessages as m, type DeliveryBand } from '../delivery-fees.js';
import { messages } from '../messages.js';

export const MAX_DELIVERY_BANDS = 10;

const bandSchema = z.object(
  {
    up_to_km: z.number({ error: m.bandKm }).int(m.bandKm).min(1, m.bandKm).max(100, m.bandKm),
    fee: z.number({ error: m.bandFee }).int(m.bandFee).min(0, m.bandFee).max(50_000, m.bandFee),
  },
  { error: messages.invalidInput },
);

/**
 * GET /api/admin/delivery-fees answer and PUT body (P3.3): the distance bands, each ending where the next
 * starts (so they cannot overlap), and the minimum dishes total of a delivery. No band: the flat fee of
 * Réglages applies.
 */
export const deliveryFeesSchema = z.object(
  {
    bands: z
      .array(bandSchema, { error: messages.invalidInput })
      .max(MAX_DELIVERY_BANDS, m.tooManyBands)
      .refine(
        (bands) => bands.every((b, i) => i === 0 || b.up_to_km > bands[i - 1]!.up_to_km),
        m.bandsAscending,
      ),
    min_order_total: z
      .number({ error: m.minOrderTotal })
      .int(m.minOrderTotal)
      .min(0, m.minOrderTotal)
      .max(1_000_000, m.minOrderTotal),
  },
  { error: messages.invalidInput },
);
export type DeliveryFees = { bands: DeliveryBand[]; min_order_total: number };
