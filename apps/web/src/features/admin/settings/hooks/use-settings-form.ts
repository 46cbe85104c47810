import {
  ADMIN_SETTING_NAMES,
  ADMIN_SETTING_RULES,
  adminSettingsSchema,
  type AdminSettingName,
  type AdminSettings,
} from '@lome/shared';
import { useSaveAdminSettings } from '../api/save-admin-settings';
import { useDraftForm } from './use-draft-form';

export type SettingsDraft = Record<AdminSettingName, string>;

const isRate = (name: AdminSettingName) => ADMIN_SETTING_RULES[name].unit === 'bp';

/** Rates are stored in basis points and typed as percents, French style: 150 -> '1,5'. */
export function draftOf(settings: AdminSettings): SettingsDraft {
  const entries = ADMIN_SETTING_NAMES.map((name) => {
    const value = settings[name];
    return [name, isRate(name) ? String(value / 100).replace('.', ',') : String(value)];
  });
  return Object.fromEntries(entries) as SettingsDraft;
}

/**
 * A typed figure as the API wants it: spaces of '25 000' dropped, a percent's comma read as a point and turned into
 * basis points. Anything else (empty, letters) becomes NaN, which the shared schema refuses with its message.
 */
export function valueOf(name: AdminSettingName, typed: string): number {
  const text = typed.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(text)) return Number.NaN;
  // Rounded to the basis point: '1,005' % is not a figure the programme can hold, the schema sees 100.5 -> refused.
  return isRate(name) ? Number((Number(text) * 100).toFixed(6)) : Number(text);
}

/** The settings form: the figures as typed, checked with the API's own schema, then saved all at once. */
export function useSettingsForm(initial: AdminSettings) {
  const form = useDraftForm({
    initial,
    draftOf,
    valuesOf: (draft: SettingsDraft) =>
      Object.fromEntries(ADMIN_SETTING_NAMES.map((name) => [name, valueOf(name, draft[name])])),
    schema: adminSettingsSchema,
    save: useSaveAdminSettings(),
  });
  const set = (name: AdminSettingName) => (value: string) => form.change((d) => ({ ...d, [name]: value }));
  return { ...form, set };
}
