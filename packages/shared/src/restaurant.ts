/** The restaurant's public identity: the one place the site, e-mails and the API read it from. */
export const restaurant = {
  name: 'Chez Mama Lomé',
  address: {
    street: '25 Boulevard de la République',
    district: 'Bè',
    city: 'Lomé',
    country: 'Togo',
  },
  /** One line for footers, cards and e-mails. */
  addressLine: '25 Boulevard de la République, Bè, Lomé, Togo',
  phone: '+228 90 12 34 56',
  /** For `tel:` links: no spaces. */
  phoneHref: 'tel:+22890123456',
  email: 'contact@chezmama.tg',
  coordinates: { lat: 6.1319, lng: 1.2228 },
  foundedYear: 2020,
  social: [
    { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/chezmamalome' },
    { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/chezmamalome' },
    { network: 'whatsapp', label: 'WhatsApp', url: 'https://wa.me/22890123456' },
    { network: 'tiktok', label: 'TikTok', url: 'https://www.tiktok.com/@chezmamalome' },
  ],
} as const;

/**
 * "chez" and the restaurant's name, for "Bienvenue chez …": a name that already starts with "Chez" gives its own
 * word once ("chez Mama Lomé"), never "chez Chez".
 */
export function chezRestaurant(name: string = restaurant.name): string {
  const own = /^chez\s+/i.exec(name);
  return `chez ${own ? name.slice(own[0].length) : name}`;
}
