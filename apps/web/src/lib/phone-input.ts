/** Digits and '+' only, as phone inputs keep them while typing (P11.1 register). */
export function keepPhoneChars(value: string): string {
  return value.replace(/[^\d+]/g, '');
}
