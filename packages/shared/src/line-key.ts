// What identifies a line of a cart or a sale (decision 0081): kept apart from dish-options.ts so the cart, loaded
// by every page, does not carry the choices' rule and messages.

/** The longest note of a line ("bien cuit", "sans oignon"), in characters. */
export const LINE_NOTE_MAX = 140;

/** A line's note as kept: trimmed, empty as none. */
export const cleanNote = (note: string | null | undefined): string | undefined => note?.trim() || undefined;

/**
 * What makes two lines of one dish the same line: the same choices (in any order) and the same note. The same
 * dish with other choices or another note is another line, in the cart as in the sale.
 */
export function lineKey(dishId: string, options?: readonly string[], note?: string | null): string {
  const opts = [...(options ?? [])].sort().join(',');
  const n = cleanNote(note) ?? '';
  return opts === '' && n === '' ? dishId : `${dishId}|${opts}|${n}`;
}
