import { useState } from 'react';
import { companySettingsSchema, type CompanySettings } from '@lome/shared';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '@/lib/form-errors';
import { useSaveCompanySettings } from '../api/save-company-settings';

export type CompanySettingsDraft = Record<keyof CompanySettings, string>;

/** The VAT rate is stored in basis points and typed as a percent, French style: 1800 -> '18'. */
const draftOf = (s: CompanySettings): CompanySettingsDraft => ({
  ...s,
  vat_rate_bp: String(s.vat_rate_bp / 100).replace('.', ','),
});

/** '18' or '18,5' -> 1800 or 1850; anything else NaN, which the shared schema refuses with its message. */
function rateOf(typed: string): number {
  const text = typed.replace(/[\s%]/g, '').replace(',', '.');
  return /^\d+(\.\d+)?$/.test(text) ? Number((Number(text) * 100).toFixed(6)) : Number.NaN;
}

/** Réglages' texts: checked with the API's schema, saved at once. */
export function useCompanySettingsForm(initial: CompanySettings) {
  const [draft, setDraft] = useState(() => draftOf(initial));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);
  const save = useSaveCompanySettings();

  const set = (name: keyof CompanySettings) => (value: string) => {
    setSaved(false);
    setDraft((d) => ({ ...d, [name]: value }));
  };

  async function submit() {
    setSaved(false);
    const parsed = companySettingsSchema.safeParse({ ...draft, vat_rate_bp: rateOf(draft.vat_rate_bp) });
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

  return { draft, set, errors, saved, submit, pending: save.isPending, error: save.error };
}
