import { useReducer, useState } from 'react';
import { openingHoursSchema, type OpeningHours } from '@lome/shared';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '@/lib/form-errors';
import { useSaveOpeningHours } from '../api/save-opening-hours';
import { draftOf, hoursOf, hoursReducer, movesRows, type HoursAction } from './hours-draft';

/** The opening-hours form: the week as edited, checked with the API's own schema, then saved at once. */
export function useHoursForm(initial: OpeningHours) {
  const [draft, dispatch] = useReducer(hoursReducer, initial, draftOf);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);
  const save = useSaveOpeningHours();

  const change = (action: HoursAction) => {
    setSaved(false);
    if (movesRows(action)) setErrors({});
    dispatch(action);
  };

  async function submit() {
    setSaved(false);
    const parsed = openingHoursSchema.safeParse(hoursOf(draft));
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    try {
      dispatch({ type: 'reset', hours: await save.mutateAsync(parsed.data) });
      setSaved(true);
    } catch (error) {
      setErrors(apiFieldErrors(error));
    }
  }

  return { draft, change, errors, saved, submit, pending: save.isPending, error: save.error };
}
