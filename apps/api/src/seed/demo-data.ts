/**
 * The demo restaurant (P13.2): a believable Lomé menu in FCFA, articles, the sponsor grid and demo accounts.
 */
import type { DeliveryFees } from '@lome/shared';

export type DemoDish = {
  name: string;
  description: string;
  price: number;
  type: string;
  preparation: string;
  featured?: boolean;
  /** The hours of notice the dish needs ('Réservation à l'avance'). */
  advanceNotice?: number;
};

export type DemoCategory = { name: string; dishes: DemoDish[] };

export const demoCategories: DemoCategory[] = [
  {
    name: 'Entrées',
    dishes: [
      {
        name: "Salade d'avocat aux crevettes",
        description:
          'Avocat de Kpalimé, crevettes grillées, tomates et oignons frais, vinaigrette au citron vert et piment doux.',
        price: 2500,
        type: 'Entrée',
        preparation: '10 min',
      },
      {
        name: 'Koliko',
        description: "Frites d'igname dorées, servies avec un piment frais écrasé à la tomate et à l'oignon.",
        price: 1500,
        type: 'Entrée',
        preparation: '15 min',
      },
      {
        name: 'Samoussas au bœuf',
        description: 'Chaussons croustillants farcis de bœuf haché épicé, de carottes et de petits pois.',
        price: 1500,
        type: 'Entrée',
        preparation: '15 min',
      },
      {
        name: 'Pastels au thon',
        description:
          'Petits chaussons frits garnis de thon, oignons et persil, accompagnés de leur sauce tomate relevée.',
        price: 2000,
        type: 'Entrée',
        preparation: '15 min',
      },
    ],
  },
  {
    name: 'Plats Principaux',
    dishes: [
      {
        name: 'Jollof au poulet',
        description:
          'Riz mijoté dans une sauce tomate parfumée au thym et au laurier, poulet braisé et bananes plantains frites.',
        price: 4000,
        type: 'Plat',
        preparation: '25 min',
        featured: true,
      },
      {
        name: 'Thieboudienne',
        description:
          'Le riz au poisson du Sénégal : thiof farci au persil, chou, carotte, manioc et aubergine, riz rouge au nététou.',
        price: 5500,
        type: 'Plat',
        preparation: "Préparé sur commande, 24 h à l'avance",
        advanceNotice: 24,
      },
      {
        name: 'Kedjenou de poulet',
        description:
          "Poulet fermier cuit à l'étouffée en canari avec tomates, oignons, gingembre et piment, servi avec de l'attiéké.",
        price: 5000,
        type: 'Plat',
        preparation: '35 min',
      },
      {
        name: 'Poulet yassa',
        description:
          "Poulet mariné au citron et à la moutarde, fondue d'oignons caramélisés et olives, riz blanc parfumé.",
        price: 4500,
        type: 'Plat',
        preparation: '25 min',
      },
      {
        name: 'Mafé de bœuf',
        description:
          "Bœuf mijoté dans une sauce onctueuse à la pâte d'arachide, patate douce et carotte, servi avec du riz blanc.",
        price: 4500,
        type: 'Plat',
        preparation: '30 min',
      },
      {
        name: 'Riz sauce graine',
        description:
          'Sauce à la pulpe de noix de palme, viande de bœuf, poisson fumé et aubergines locales, riz blanc.',
        price: 4500,
        type: 'Plat',
        preparation: '30 min',
      },
    ],
  },
  {
    name: 'Spécialités togolaises',
    dishes: [
      {
        name: 'Fufu sauce arachide',
        description:
          "Igname pilée au mortier, servie avec une sauce d'arachide onctueuse et des morceaux de poulet fermier.",
        price: 4500,
        type: 'Spécialité',
        preparation: "Pilé sur commande, 3 h à l'avance",
        featured: true,
        advanceNotice: 3,
      },
      {
        name: 'Gboma dessi',
        description:
          "Sauce d'épinards gboma mijotée à la tomate avec bœuf, poisson fumé et crevettes séchées, servie avec une pâte de maïs.",
        price: 4000,
        type: 'Spécialité',
        preparation: '30 min',
        featured: true,
      },
      {
        name: 'Akoumé sauce fétri',
        description:
          "Pâte de maïs fermentée accompagnée d'une sauce gombo (fétri dessi) au crabe, poisson fumé et viande de bœuf.",
        price: 4000,
        type: 'Spécialité',
        preparation: '30 min',
      },
      {
        name: 'Pâte sauce adémè',
        description:
          'Pâte de maïs et sauce de feuilles de corète (adémè) au poisson fumé, peau de bœuf et piment vert.',
        price: 3500,
        type: 'Spécialité',
        preparation: '30 min',
      },
      {
        name: 'Djenkoumé',
        description:
          'Pâte de maïs rouge cuite dans une sauce tomate épicée, servie avec du poulet frit et du piment.',
        price: 4500,
        type: 'Spécialité',
        preparation: '35 min',
      },
      {
        name: 'Kom et poisson frit',
        description:
          'Boules de pâte de maïs fermentée cuites dans leurs feuilles, poisson frit et piment noir écrasé (moulé).',
        price: 3000,
        type: 'Spécialité',
        preparation: '15 min',
      },
      {
        name: 'Ablo et poisson frit',
        description:
          'Petits pains vapeur de riz et de maïs, légèrement sucrés, avec poisson frit et sauce tomate pimentée.',
        price: 3500,
        type: 'Spécialité',
        preparation: '20 min',
      },
    ],
  },
  {
    name: 'Grillades',
    dishes: [
      {
        name: 'Koklo méme',
        description:
          'Poulet bicyclette grillé au feu de bois, mariné aux épices togolaises, servi avec piment frais et pâte de maïs.',
        price: 5000,
        type: 'Grillade',
        preparation: '40 min',
        featured: true,
      },
      {
        name: 'Attiéké poisson braisé',
        description:
          'Tilapia entier braisé au charbon, attiéké (semoule de manioc), oignons, tomates et piment.',
        price: 5000,
        type: 'Grillade',
        preparation: '30 min',
        featured: true,
      },
      {
        name: 'Choukouya de mouton',
        description:
          'Mouton grillé à la braise puis saupoudré de kankankan, servi avec oignons, tomates et gari.',
        price: 6000,
        type: 'Grillade',
        preparation: '35 min',
      },
      {
        name: 'Capitaine braisé',
        description:
          'Capitaine frais grillé entier, sauce tomate-oignon au piment vert et alloco en accompagnement.',
        price: 7500,
        type: 'Grillade',
        preparation: '35 min',
      },
      {
        name: 'Brochettes de bœuf au kankankan',
        description:
          "Brochettes de bœuf marinées, grillées au charbon et roulées dans le kankankan (épices à l'arachide).",
        price: 3500,
        type: 'Grillade',
        preparation: '20 min',
      },
    ],
  },
  {
    name: 'Végan',
    dishes: [
      {
        name: 'Ayimolou végétal',
        description:
          "Riz et haricots cuits ensemble, sauce tomate pimentée à l'huile rouge, avocat et gari : la version 100 % végétale du classique de Lomé.",
        price: 2500,
        type: 'Plat',
        preparation: '15 min',
        featured: true,
      },
      {
        name: 'Abobo au gari',
        description:
          "Haricots cuits longuement à l'huile rouge, oignon et piment, servis avec du gari et de l'alloco.",
        price: 2000,
        type: 'Plat',
        preparation: '15 min',
      },
      {
        name: 'Alloco',
        description:
          'Bananes plantains bien mûres frites, servies avec une sauce tomate pimentée et des oignons.',
        price: 1500,
        type: 'Accompagnement',
        preparation: '10 min',
      },
      {
        name: 'Jollof aux légumes',
        description:
          'Riz jollof parfumé, poivrons, carottes, petits pois et haricots verts sautés au gingembre.',
        price: 3000,
        type: 'Plat',
        preparation: '25 min',
      },
      {
        name: 'Sauce arachide aux légumes',
        description:
          "Sauce d'arachide aux aubergines, gombo et champignons, servie avec igname bouillie ou riz.",
        price: 3000,
        type: 'Plat',
        preparation: '25 min',
      },
    ],
  },
  {
    name: 'Desserts',
    dishes: [
      {
        name: 'Dégué',
        description: 'Couscous de mil mélangé à un yaourt onctueux légèrement sucré, servi bien frais.',
        price: 1000,
        type: 'Dessert',
        preparation: '5 min',
      },
      {
        name: 'Yovo doko',
        description: 'Beignets moelleux à la farine de blé, dorés à la minute et parfumés à la muscade.',
        price: 500,
        type: 'Dessert',
        preparation: '10 min',
        featured: true,
      },
      {
        name: 'Akpan glacé',
        description: 'Yaourt de maïs fermenté, sucré et servi glacé avec un trait de lait concentré.',
        price: 1000,
        type: 'Dessert',
        preparation: '5 min',
      },
      {
        name: 'Salade de fruits tropicaux',
        description:
          'Mangue, ananas pain de sucre, papaye et fruit de la passion, sirop léger à la citronnelle.',
        price: 1500,
        type: 'Dessert',
        preparation: '5 min',
      },
      {
        name: 'Gâteau à la noix de coco',
        description:
          'Gâteau entier (8 parts) à la noix de coco fraîche et au beurre, idéal pour les anniversaires.',
        price: 8000,
        type: 'Dessert',
        preparation: "Commande 48 h à l'avance",
        advanceNotice: 48,
      },
    ],
  },
  {
    name: 'Boissons',
    dishes: [
      {
        name: 'Bissap',
        description: "Infusion glacée de fleurs d'hibiscus à la menthe fraîche et à la vanille.",
        price: 700,
        type: 'Boisson',
        preparation: 'Immédiat',
      },
      {
        name: 'Jus de gingembre',
        description: 'Gingembre frais pressé, citron et ananas : doux et piquant à la fois.',
        price: 1000,
        type: 'Boisson',
        preparation: 'Immédiat',
      },
      {
        name: 'Tchoukoutou',
        description:
          'Bière de mil traditionnelle du nord du Togo, légèrement fermentée, servie en calebasse.',
        price: 800,
        type: 'Boisson',
        preparation: 'Immédiat',
      },
      {
        name: 'Jus de baobab',
        description:
          'Pulpe de fruit de baobab (bouye) mixée au lait et à la vanille, onctueuse et rafraîchissante.',
        price: 1000,
        type: 'Boisson',
        preparation: 'Immédiat',
      },
      {
        name: 'Eau minérale 50 cl',
        description: 'Eau minérale plate, servie fraîche.',
        price: 500,
        type: 'Boisson',
        preparation: 'Immédiat',
      },
    ],
  },
];

export type DemoPublication = {
  title: string;
  type: string;
  daysAgo: number;
  excerpt: string;
  content: string;
};

export const demoPublicationTypes = ['Actualités', 'Événements', 'Recettes'] as const;

export const demoPublications: DemoPublication[] = [
  {
    title: 'Notre carte végane : la tradition togolaise sans viande',
    type: 'Actualités',
    daysAgo: 3,
    excerpt:
      'Ayimolou végétal, abobo au gari, sauce arachide aux légumes : cinq plats 100 % végétaux rejoignent la carte.',
    content:
      'Beaucoup de nos plats de tous les jours sont déjà végétaux : haricots, igname, plantain, gari. ' +
      'Nous les avons rassemblés dans une catégorie Végan, préparés sans bouillon de viande ni poisson fumé. ' +
      "Demandez conseil à notre équipe en cas d'allergie : nous adaptons volontiers les sauces.",
  },
  {
    title: 'Soirées koklo méme et musique live le samedi',
    type: 'Événements',
    daysAgo: 10,
    excerpt:
      'Chaque samedi soir, poulet grillé au feu de bois, tchoukoutou bien frais et orchestre en terrasse.',
    content:
      'À partir de 19h, nos grillardins allument le feu de bois pour le koklo méme et le capitaine braisé. ' +
      "Un orchestre joue highlife et agbadja jusqu'à la fermeture. Pensez à réserver votre table, les places partent vite.",
  },
  {
    title: 'Le secret de notre gboma dessi',
    type: 'Recettes',
    daysAgo: 21,
    excerpt:
      'Mama partage les trois gestes qui font une sauce gboma réussie, du choix des feuilles à la cuisson.',
    content:
      'Choisissez des feuilles de gboma bien vertes et blanchissez-les rapidement. Faites revenir oignon, tomate et piment ' +
      "dans l'huile rouge, ajoutez la viande et le poisson fumé, puis les feuilles en fin de cuisson pour garder leur couleur. " +
      'Servez avec une pâte de maïs bien chaude.',
  },
  {
    title: 'Nous livrons désormais tout le Grand Lomé',
    type: 'Actualités',
    daysAgo: 40,
    excerpt: 'De Bè à Agoè, commandez en ligne et payez par Flooz ou T-Money : vos plats arrivent chauds.',
    content:
      'Nos livreurs couvrent maintenant un rayon de 15 km autour du restaurant. Suivez votre commande en direct ' +
      'depuis votre compte, et payez en toute sécurité par mobile money.',
  },
];

export const demoSponsorGrille = {
  name: 'Sponsor Premium',
  amount: 200_000,
  kitDescription:
    'Kit de démarrage remis au restaurant : 20 bons pour un plat au choix, un tablier et un sac isotherme Chez Mama, ' +
    '100 cartes de visite avec votre code parrain et un dîner de bienvenue pour deux personnes.',
};

/** Documented in docs/demo.md; every demo account uses this password. */
export const DEMO_PASSWORD = 'Demo1234!';

export type DemoAccount = {
  email: string;
  firstname: string;
  lastname: string;
  phone: string;
  userStatus: 'particular' | 'apporteur' | 'sponsor';
  role: 'customer' | 'admin';
};

export const demoAccounts = {
  client: {
    email: 'client@chezmama.tg',
    firstname: 'Afi',
    lastname: 'Mensah',
    phone: '90123456',
    userStatus: 'particular',
    role: 'customer',
  },
  apporteur: {
    email: 'apporteur@chezmama.tg',
    firstname: 'Kodjo',
    lastname: 'Amouzou',
    phone: '91234567',
    userStatus: 'apporteur',
    role: 'customer',
  },
  sponsor: {
    email: 'sponsor@chezmama.tg',
    firstname: 'Yawa',
    lastname: 'Agbeko',
    phone: '99887766',
    userStatus: 'sponsor',
    role: 'customer',
  },
  admin: {
    email: 'admin@chezmama.tg',
    firstname: 'Mama',
    lastname: 'Lomé',
    phone: '70112233',
    userStatus: 'particular',
    role: 'admin',
  },
} satisfies Record<string, DemoAccount>;

/** The demo restaurant's delivery fees: 0-3 km 500 FCFA, 3-7 km 1 000, 7-15 km 1 500, 2 000 minimum. */
export const demoDeliveryFees: DeliveryFees = {
  bands: [
    { up_to_km: 3, fee: 500 },
    { up_to_km: 7, fee: 1_000 },
    { up_to_km: 15, fee: 1_500 },
  ],
  min_order_total: 2_000,
};
