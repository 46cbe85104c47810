import { useState } from 'react';
import type { ZodType } from 'zod';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '@/lib/form-errors';

type Save<Values, Saved> = {
  mutateAsync: (values: Values) => Promise<Saved>;
  isPending: boolean;
  error: Error | null;
};

/**
 * A Réglages form: what was typed kept as a draft, checked with the API's own schema when submitted, saved at once,
 * and the saved answer shown again as a draft. `valuesOf` turns the draft into what the schema reads ('25 000' ->
 * 25000); anything it cannot read it leaves for the schema to refuse with its French message.
 */
export function useDraftForm<Draft, Values, Saved>(opts: {
  initial: Saved;
  draftOf: (saved: Saved) => Draft;
  valuesOf: (draft: Draft) => unknown;
  schema: ZodType<Values>;
  save: Save<Values, Saved>;
}) {
  const { draftOf, valuesOf, schema, save } = opts;
  const [draft, setDraft] = useState(() => draftOf(opts.initial));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);

  /** Every edit: the draft changes and "saved" no longer holds. */
  const change = (next: (d: Draft) => Draft) => {
    setSaved(false);
    setDraft(next);
  };

  async function submit() {
    setSaved(false);
    const parsed = schema.safeParse(valuesOf(draft));
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    try {
      setDraft(draftOf(await save.mutateAsync(parsed.data)));
      setSaved(true);
    } catch (error) {
      setErrors(apiFieldErrors(error));
    }
  }

  return { draft, change, errors, saved, submit, pending: save.isPending, error: save.error };
}
