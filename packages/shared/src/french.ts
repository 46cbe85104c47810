/** 'de Fufu', "d'Ayimolou": French elides 'de' before a vowel sound (a mute h is too rare in dish names to guess). */
export function deName(name: string): string {
  return /^[aeiouyàâäéèêëîïôöùûüœæ]/i.test(name) ? `d'${name}` : `de ${name}`;
}

/** Accessible names of a dish's quantity buttons: 'Ajouter une portion de Fufu', "Retirer une portion d'Ayimolou". */
export function portionLabels(name: string): { add: string; remove: string } {
  return { add: `Ajouter une portion ${deName(name)}`, remove: `Retirer une portion ${deName(name)}` };
}
