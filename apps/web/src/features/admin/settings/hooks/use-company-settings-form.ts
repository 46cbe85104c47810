import { companySettingsSchema, type CompanySettings } from '@lome/shared';
import { useSaveCompanySettings } from '../api/save-company-settings';
import { useDraftForm } from './use-draft-form';

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
  const form = useDraftForm({
    initial,
    draftOf,
    valuesOf: (draft: CompanySettingsDraft) => ({ ...draft, vat_rate_bp: rateOf(draft.vat_rate_bp) }),
    schema: companySettingsSchema,
    save: useSaveCompanySettings(),
  });
  const set = (name: keyof CompanySettings) => (value: string) =>
    form.change((d) => ({ ...d, [name]: value }));
  return { ...form, set };
}
