import { Link } from 'react-router';
import { restaurant } from '@lome/shared';
import { paths } from '@/config/paths';
import { FadeIn } from '@/components/ui/fade-in';
import { Icon, type IconName } from '@/components/ui/icon';
import storyImage from '@/assets/images/about-story.svg';
import akossiwa from '@/assets/images/team-akossiwa.svg';
import kodjo from '@/assets/images/team-kodjo.svg';
import afi from '@/assets/images/team-afi.svg';
import yao from '@/assets/images/team-yao.svg';

const values: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'leaf',
    title: 'Durabilité',
    text: 'Des légumes des maraîchers de Lomé et du poisson de la pêche artisanale, achetés chaque matin, peu de déchets.',
  },
  {
    icon: 'award',
    title: 'Excellence',
    text: 'Des recettes transmises de génération en génération, exécutées avec rigueur, du gboma dessi au koklo meme.',
  },
  {
    icon: 'heart',
    title: 'Passion',
    text: 'Cuisiner pour les autres est notre joie : chaque assiette est préparée comme pour la famille, à la commande.',
  },
  {
    icon: 'users',
    title: 'Communauté',
    text: 'Nous formons de jeunes cuisiniers du quartier et soutenons les coopératives de femmes qui nous fournissent.',
  },
];

const team = [
  {
    image: akossiwa,
    name: 'Akossiwa Mensah',
    role: 'Fondatrice et cheffe',
    bio: '«\u00a0Mama\u00a0», qui a ouvert la maison en 2020 avec les recettes de sa mère.',
  },
  {
    image: kodjo,
    name: 'Kodjo Amegah',
    role: 'Chef de cuisine',
    bio: 'Quinze ans de cuisine entre Lomé, Cotonou et Accra.',
  },
  {
    image: afi,
    name: 'Afi Lawson',
    role: 'Cheffe pâtissière',
    bio: 'Ses desserts au gingembre et à la noix de coco font fureur.',
  },
  {
    image: yao,
    name: 'Yao Agbodjan',
    role: 'Responsable de salle',
    bio: 'Il veille à ce que chaque client reparte le sourire aux lèvres.',
  },
];

const awards = [
  { year: '2024', title: 'Excellence Culinaire', by: 'Trophées de la gastronomie togolaise' },
  { year: '2023', title: 'Meilleure cuisine traditionnelle', by: 'Prix des lecteurs de la presse locale' },
  { year: '2022', title: 'Label Produits locaux', by: 'Réseau des producteurs maraîchers de Lomé' },
];

/** How Mama's Sunday cooking became the restaurant. */
function Story() {
  return (
    <section className="container py-5" aria-labelledby="histoire">
      <div className="row align-items-center g-4 g-lg-5">
        <div className="col-12 col-lg-6">
          <h2 id="histoire" className="fw-bold mb-3">
            De la cuisine de Mama à votre table
          </h2>
          <p>
            Tout a commencé dans une petite cour du quartier Bè, où Mama Akossiwa cuisinait le dimanche pour
            sa famille et ses voisins. Sa pâte de maïs, sa sauce arachide et son poisson braisé ont vite
            attiré bien plus de monde que la cour ne pouvait en accueillir.
          </p>
          <p>
            En {restaurant.foundedYear}, {restaurant.name} a ouvert ses portes boulevard de la République.
            Nous y servons les grands classiques togolais et ouest-africains (fufu, ayimolou, gboma dessi,
            akoumé, kedjenou) préparés avec des produits du marché, et nous livrons dans tout Lomé.
          </p>
          <p className="mb-0">
            Aujourd'hui, une équipe de vingt personnes perpétue le même esprit : généreux, authentique et
            chaleureux.
          </p>
        </div>
        <div className="col-12 col-lg-6">
          <img
            src={storyImage}
            width={640}
            height={480}
            className="img-fluid rounded-4 shadow-sm"
            alt="Illustration de la façade du restaurant Chez Mama"
            loading="lazy"
            decoding="async"
          />
        </div>
      </div>
    </section>
  );
}

/** The restaurant's values, each with its icon. */
function Values() {
  return (
    <section className="bg-light py-5" aria-labelledby="valeurs">
      <div className="container">
        <h2 id="valeurs" className="fw-bold text-center mb-4">
          Nos valeurs
        </h2>
        <div className="row g-4">
          {values.map((v) => (
            <FadeIn key={v.title} className="col-12 col-sm-6 col-lg-3">
              <div className="card h-100 border-0 shadow-sm text-center p-3">
                <div className="icon-circle mx-auto mb-3">
                  <Icon name={v.icon} size={28} />
                </div>
                <h3 className="h5">{v.title}</h3>
                <p className="text-body-secondary mb-0">{v.text}</p>
              </div>
            </FadeIn>
          ))}
        </div>
      </div>
    </section>
  );
}

/** The team's portraits, names and roles. */
function Team() {
  return (
    <section className="container py-5" aria-labelledby="equipe">
      <h2 id="equipe" className="fw-bold text-center mb-4">
        Notre équipe
      </h2>
      <div className="row g-4">
        {team.map((m) => (
          <FadeIn key={m.name} className="col-12 col-sm-6 col-lg-3">
            <div className="text-center">
              <img
                src={m.image}
                width={160}
                height={160}
                className="rounded-circle shadow-sm mb-3"
                alt={`Portrait illustré de ${m.name}`}
                loading="lazy"
                decoding="async"
              />
              <h3 className="h5 mb-0">{m.name}</h3>
              <p className="text-primary fw-semibold mb-1">{m.role}</p>
              <p className="text-body-secondary small mb-0">{m.bio}</p>
            </div>
          </FadeIn>
        ))}
      </div>
    </section>
  );
}

/** The awards, one card each. */
function Awards() {
  return (
    <section className="bg-light py-5" aria-labelledby="distinctions">
      <div className="container">
        <h2 id="distinctions" className="fw-bold text-center mb-4">
          Nos distinctions
        </h2>
        <ul className="row g-4 list-unstyled mb-0">
          {awards.map((a) => (
            <li key={a.title} className="col-12 col-md-4">
              <div className="card h-100 border-0 shadow-sm p-3 d-flex flex-row gap-3 align-items-center">
                <div className="icon-circle flex-shrink-0">
                  <Icon name="award" size={26} />
                </div>
                <div>
                  <p className="fw-bold mb-0">
                    {a.title} {a.year}
                  </p>
                  <p className="small text-body-secondary mb-0">{a.by}</p>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The closing call: reserve, or see the menu. */
function Visit() {
  return (
    <section className="container py-5 text-center" aria-labelledby="venir">
      <h2 id="venir" className="fw-bold">
        Venez goûter notre cuisine
      </h2>
      <p className="lead text-body-secondary">
        Réservez vos plats à l'avance ou découvrez toute notre carte.
      </p>
      <div className="d-flex flex-wrap justify-content-center gap-2">
        <Link to={paths.reservations} className="btn btn-primary btn-lg">
          Réserver une table
        </Link>
        <Link to={paths.menu} className="btn btn-outline-primary btn-lg">
          Voir le menu
        </Link>
      </div>
    </section>
  );
}

export default function AboutPage() {
  return (
    <>
      <title>{`À propos — ${restaurant.name}`}</title>
      <section className="page-hero text-white text-center">
        <div className="container py-5">
          <h1 className="display-4 fw-bold">Notre Histoire</h1>
          <p className="lead mb-0 mx-auto" style={{ maxWidth: '40rem' }}>
            Depuis {restaurant.foundedYear}, une cuisine familiale togolaise au cœur de Lomé.
          </p>
        </div>
      </section>

      <Story />
      <Values />
      <Team />
      <Awards />
      <Visit />
    </>
  );
}
