/** Lower case without accents, so 'Végan', 'VEGAN' and 'vegan' compare equal. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}
