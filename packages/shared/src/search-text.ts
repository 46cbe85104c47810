/**
 * Text folded for searching: accents stripped (NFD, combining marks removed), lower-cased, spaces collapsed.
 * SQLite's lower() and LIKE fold ASCII only, so the folding is done here, the same way for what is stored and
 * what is searched, and both engines compare plain strings (decision 0036).
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** What an account is found by in the back-office: full name and e-mail (phones are searched as digits). */
export function userSearchText(u: { firstname: string; lastname?: string | null; email: string }): string {
  return foldForSearch(`${u.firstname} ${u.lastname ?? ''} ${u.email}`);
}

/** A LIKE pattern matching `text` anywhere, its own '%', '_' and '\' taken literally (with ESCAPE '\'). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
