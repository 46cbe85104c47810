import { foldForSearch } from './search-text.js';

/**
 * How Lomé writes the catalogue's words: a customer types "foufou" or "aloko", the menu says "Fufu" and
 * "Alloco". Each row gives words as the catalogue writes them (folded) and other ways people write or ask for them.
 * Kept beside the catalogue: a new dish whose name is spelt several ways gets its row here.
 */
export const localSpellings: readonly { catalogue: string; also: readonly string[] }[] = [
  { catalogue: 'fufu', also: ['foufou', 'foutou', 'fou fou', 'igname pilee'] },
  { catalogue: 'attieke', also: ['atieke', 'acheke', 'atchéké'] },
  { catalogue: 'alloco', also: ['aloko', 'aloco', 'allocco', 'banane plantain frite'] },
  { catalogue: 'koklo meme', also: ['poulet braisé', 'poulet grillé', 'poulet bicyclette', 'koklo'] },
  { catalogue: 'bissap', also: ['jus de bissap', 'bisap', 'sobolo', 'foléré', 'hibiscus'] },
  { catalogue: 'ayimolou', also: ['ayimolu', 'ayimolo', 'riz haricot', 'watché'] },
  { catalogue: 'choukouya', also: ['chukuya', 'tchoukouya', 'mouton braisé'] },
  { catalogue: 'tchoukoutou', also: ['choukoutou', 'tchakpalo', 'chapalo', 'bière de mil'] },
  { catalogue: 'thieboudienne', also: ['thiep', 'tiep', 'thieb', 'ceebu jen', 'riz au poisson'] },
  { catalogue: 'jollof', also: ['jolof', 'riz au gras', 'riz gras'] },
  { catalogue: 'kedjenou', also: ['kedienou', 'kédjénou'] },
  { catalogue: 'djenkoume', also: ['djinkoume', 'dzenkoume', 'pâte rouge'] },
  { catalogue: 'degue', also: ['dèguè', 'thiakry', 'tchakry'] },
  { catalogue: 'gboma', also: ['gbôma', 'epinards'] },
  { catalogue: 'koliko', also: ['coliko', 'igname frite', 'frites d igname'] },
  { catalogue: 'akpan', also: ['akpa', 'yaourt de mais'] },
];

/** Folded words separated by single spaces and padded, so a row matches whole words only ('kom' is not 'koklo'). */
const words = (text: string) => ` ${foldForSearch(text.replace(/[\p{P}\p{S}]+/gu, ' '))} `;

const rows = localSpellings.map((row) => ({
  catalogue: words(row.catalogue),
  also: row.also.map(foldForSearch),
}));

/** The local spellings of a dish's words (its name and description), folded, for the menu search to index. */
export function localSpellingsOf(text: string): string {
  const own = words(text);
  return rows
    .filter((row) => own.includes(row.catalogue))
    .flatMap((row) => row.also)
    .join(' ');
}

/** Words a French dish search ignores: "jus de bissap" asks for "jus" and "bissap". */
export const SEARCH_STOP_WORDS: ReadonlySet<string> = new Set(
  'a au aux avec d de des du en et l la le les un une'.split(' '),
);
