// Intl formats made on their first use, never when a module loads: the first Intl format a page makes loads the
// browser's locale data, 20-60 ms of a phone's main thread, and a page that only imports a module must not pay
// for it while it starts (decision 0058).

/** `Intl.DateTimeFormat('fr-FR', options).format`, the format made on the first call. */
export function frenchDateFormat(options: Intl.DateTimeFormatOptions): (date: Date) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (date) => (format ??= new Intl.DateTimeFormat('fr-FR', options)).format(date);
}

/** `Intl.NumberFormat('fr-FR', options).format`, the format made on the first call. */
export function frenchNumberFormat(options: Intl.NumberFormatOptions): (value: number) => string {
  let format: Intl.NumberFormat | undefined;
  return (value) => (format ??= new Intl.NumberFormat('fr-FR', options)).format(value);
}
