import { useState } from 'react';
import {
  optionGroupInputSchema,
  type AdminOptionGroup,
  type Allergen,
  type OptionGroupInput,
} from '@lome/shared';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '@/lib/form-errors';
import { useCreateOptionGroup } from '../api/create-option-group';
import { useUpdateOptionGroup } from '../api/update-option-group';

export type ChoiceDraft = {
  /** React's key; the server's id too for a choice it knows. */
  key: string;
  id?: string;
  name: string;
  price_delta: string;
  is_default: boolean;
  available: boolean;
  allergens: Allergen[];
};

export type GroupDraft = {
  name: string;
  required: boolean;
  min: string;
  max: string;
  choices: ChoiceDraft[];
};

let made = 0;
export const newChoice = (): ChoiceDraft => ({
  key: `new-${++made}`,
  name: '',
  price_delta: '0',
  is_default: false,
  available: true,
  allergens: [],
});

const draftOf = (group?: AdminOptionGroup): GroupDraft =>
  group
    ? {
        name: group.name,
        required: group.required,
        min: String(group.min),
        max: String(group.max),
        choices: group.choices.map((c) => ({ ...c, key: c.id, price_delta: String(c.price_delta) })),
      }
    : { name: '', required: true, min: '1', max: '1', choices: [{ ...newChoice(), is_default: true }] };

/** "-500", "+1 000", "1000" as whole numbers; anything else left for the schema to refuse. */
const whole = (typed: string) => {
  const t = typed.replace(/[\s\u00a0\u202f+]/g, '').replace('−', '-');
  return /^-?\d+$/.test(t) ? Number(t) : Number.NaN;
};

/** The group as the API takes it: `PUT` keeps the ids of the choices it knew. */
export const groupInput = (draft: GroupDraft): unknown => ({
  name: draft.name,
  required: draft.required,
  min: whole(draft.min),
  max: whole(draft.max),
  choices: draft.choices.map((c) => ({
    ...(c.id && { id: c.id }),
    name: c.name,
    price_delta: whole(c.price_delta),
    is_default: c.is_default,
    available: c.available,
    allergens: c.allergens,
  })),
});

/** The group dialog's state: the group and its choices as typed, one submit that creates or replaces it. */
export function useOptionGroupForm(group: AdminOptionGroup | undefined, onDone: () => void) {
  const [draft, setDraft] = useState(() => draftOf(group));
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateOptionGroup();
  const update = useUpdateOptionGroup();

  const set = (patch: Partial<GroupDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const setChoice = (key: string, patch: Partial<ChoiceDraft>) =>
    setDraft((d) => ({ ...d, choices: d.choices.map((c) => (c.key === key ? { ...c, ...patch } : c)) }));
  const addChoice = () => setDraft((d) => ({ ...d, choices: [...d.choices, newChoice()] }));
  const removeChoice = (key: string) =>
    setDraft((d) => ({ ...d, choices: d.choices.filter((c) => c.key !== key) }));

  async function submit() {
    const parsed = optionGroupInputSchema.safeParse(groupInput(draft));
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    const body: OptionGroupInput = parsed.data;
    try {
      await (group ? update.mutateAsync({ id: group.id, ...body }) : create.mutateAsync(body));
      onDone();
    } catch (error) {
      setErrors(apiFieldErrors(error));
    }
  }

  return {
    draft,
    set,
    setChoice,
    addChoice,
    removeChoice,
    errors,
    submit,
    pending: create.isPending || update.isPending,
    error: create.error ?? update.error,
  };
}
