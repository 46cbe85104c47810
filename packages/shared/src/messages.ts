/** French texts shared by the API and the web app; the spec's wording where it gives one. */
export const messages = {
  unknownError: "Une erreur inconnue s'est produite",
  invalidInput: 'Certaines informations sont invalides. Vérifiez le formulaire.',
  badRequest: 'Requête invalide.',
  /** A field of the wrong type (a number for a text...): only a broken client sends one. */
  invalidValue: 'Valeur invalide.',
  tooLong: (max: number) => `Ce champ est trop long (${max} caractères maximum).`,
  /** A NUL character: no keyboard types one, so only a broken or hostile client sends it. */
  nulCharacter: 'Ce champ contient un caractère non autorisé.',
  /** A request address with a broken %-escape (`%E0%A4%A`). */
  badUrl: "L'adresse demandée est mal formée.",
  urlTooLong: "L'adresse demandée est trop longue.",
  notFound: 'Ressource introuvable.',
  serverError: 'Le serveur a rencontré une erreur. Veuillez réessayer dans un instant.',
  tooManyRequests: 'Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.',
  payloadTooLarge: 'Le fichier ou les données envoyés sont trop volumineux.',
  loadError: 'Erreur lors du chargement des données. Veuillez réessayer.',
  unauthenticated: 'Utilisateur non authentifié',
  forbidden: "Vous n'avez pas accès à cette ressource.",
} as const;
