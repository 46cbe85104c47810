/** Digits and '+' only, as phone inputs keep them while typing (spec §2 register). */
export function keepPhoneChars(value: string): string {
  return value.replace(/[^\d+]/g, '');
}
