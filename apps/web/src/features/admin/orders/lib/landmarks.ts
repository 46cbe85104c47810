/**
 * Places of Lomé callers give as their landmark, with an approximate point: staff start from it and move the
 * point on the map to the caller's door. Approximate on purpose (decision 0078): the fee is by distance band, and
 * a band is kilometres wide.
 */
export const LOME_LANDMARKS = [
  { name: 'Grand Marché (Assigamé)', latitude: 6.1311, longitude: 1.2229 },
  { name: "Monument de l'Indépendance", latitude: 6.1335, longitude: 1.2137 },
  { name: 'Hôtel 2 Février', latitude: 6.1336, longitude: 1.2121 },
  { name: 'CHU Sylvanus Olympio (Tokoin)', latitude: 6.1412, longitude: 1.2131 },
  { name: 'Marché de Bè', latitude: 6.1398, longitude: 1.2396 },
  { name: 'Port autonome', latitude: 6.1353, longitude: 1.2835 },
  { name: 'Université de Lomé', latitude: 6.1727, longitude: 1.2138 },
  { name: 'Aéroport Gnassingbé Eyadéma', latitude: 6.1656, longitude: 1.2545 },
  { name: 'Stade de Kégué', latitude: 6.1826, longitude: 1.2294 },
  { name: "Marché d'Adidogomé", latitude: 6.1728, longitude: 1.1646 },
] as const;
