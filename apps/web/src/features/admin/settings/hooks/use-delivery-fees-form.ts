import { useState } from 'react';
import { deliveryFeesSchema, type DeliveryFees } from '@lome/shared';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '@/lib/form-errors';
import { useSaveDeliveryFees } from '../api/save-delivery-fees';

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

/** Réglages' delivery fees (D14): bands edited as rows, checked with the API's schema, saved at once. */
export function useDeliveryFeesForm(initial: DeliveryFees) {
  const [draft, setDraft] = useState(() => draftOf(initial));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);
  const save = useSaveDeliveryFees();

  const change = (next: (d: Draft) => Draft) => {
    setSaved(false);
    setDraft(next);
  };
  const setBand = (index: number, key: keyof BandDraft, value: string) =>
    change((d) => ({ ...d, bands: d.bands.map((b, i) => (i === index ? { ...b, [key]: value } : b)) }));
  const addBand = () => change((d) => ({ ...d, bands: [...d.bands, { up_to_km: '', fee: '' }] }));
  const removeBand = (index: number) =>
    change((d) => ({ ...d, bands: d.bands.filter((_, i) => i !== index) }));
  const setMinimum = (value: string) => change((d) => ({ ...d, min_order_total: value }));

  async function submit() {
    setSaved(false);
    const parsed = deliveryFeesSchema.safeParse({
      bands: draft.bands.map((b) => ({ up_to_km: whole(b.up_to_km), fee: whole(b.fee) })),
      min_order_total: whole(draft.min_order_total),
    });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    try {
      const result = await save.mutateAsync(parsed.data);
      setDraft(draftOf(result));
      setSaved(true);
    } catch (error) {
      setErrors(apiFieldErrors(error));
    }
  }

  return {
    draft,
    setBand,
    addBand,
    removeBand,
    setMinimum,
    errors,
    saved,
    submit,
    pending: save.isPending,
    error: save.error,
  };
}
