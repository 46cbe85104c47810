import { deliveryFeesSchema, type DeliveryFees } from '@lome/shared';
import { useSaveDeliveryFees } from '../api/save-delivery-fees';
import { useDraftForm } from './use-draft-form';

export type BandDraft = { up_to_km: string; fee: string };
type Draft = { bands: BandDraft[]; min_order_total: string };

const draftOf = (f: DeliveryFees): Draft => ({
  bands: f.bands.map((b) => ({ up_to_km: String(b.up_to_km), fee: String(b.fee) })),
  min_order_total: String(f.min_order_total),
});

/** What was typed as a whole number ('1 000' reads 1000); anything else NaN, refused by the shared schema. */
const whole = (typed: string) => {
  const text = typed.replace(/[\s\u00a0\u202f]/g, '');
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
};

/** Réglages' delivery fees (P3.3): bands edited as rows, checked with the API's schema, saved at once. */
export function useDeliveryFeesForm(initial: DeliveryFees) {
  const form = useDraftForm({
    initial,
    draftOf,
    valuesOf: (draft: Draft) => ({
      bands: draft.bands.map((b) => ({ up_to_km: whole(b.up_to_km), fee: whole(b.fee) })),
      min_order_total: whole(draft.min_order_total),
    }),
    schema: deliveryFeesSchema,
    save: useSaveDeliveryFees(),
  });
  const { change } = form;
  const setBand = (index: number, key: keyof BandDraft, value: string) =>
    change((d) => ({ ...d, bands: d.bands.map((b, i) => (i === index ? { ...b, [key]: value } : b)) }));
  const addBand = () => change((d) => ({ ...d, bands: [...d.bands, { up_to_km: '', fee: '' }] }));
  const removeBand = (index: number) =>
    change((d) => ({ ...d, bands: d.bands.filter((_, i) => i !== index) }));
  const setMinimum = (value: string) => change((d) => ({ ...d, min_order_total: value }));

  return { ...form, setBand, addBand, removeBand, setMinimum };
}
