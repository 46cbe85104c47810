import { Link, useOutlet } from 'react-router';
import { restaurant } from '@lome/shared';
import { paths } from '@/config/paths';
import { KitchenStatusBanner } from '@/features/kitchen';
import { MenuBrowser } from '@/features/menu/components/menu-browser';

/** /menu: the whole menu with search and category filters (P11.1 Menu). */
export default function MenuPage() {
  const details = useOutlet();
  return (
    <>
      {/* The details name the page while open; a shared dish's address arrives with its name as the title. */}
      {!details && <title>{`Menu — ${restaurant.name}`}</title>}
      <section className="bg-primary text-white text-center py-5">
        <div className="container">
          <h1 className="display-5 fw-bold mb-2">Notre Menu</h1>
          <p className="lead mb-0">
            Les saveurs du Togo et de l'Afrique de l'Ouest, préparées chaque jour par notre chef.
          </p>
        </div>
      </section>
      <div className="container pt-3">
        <KitchenStatusBanner />
      </div>
      <MenuBrowser />
      <section className="container my-5">
        <div className="bg-body-tertiary rounded-3 text-center p-4 p-md-5">
          <h2 className="h4">Vous ne trouvez pas ce que vous cherchez?</h2>
          <p className="text-body-secondary">
            Dites-nous ce qui vous ferait plaisir&nbsp;: notre chef vous répond.
          </p>
          <Link to={paths.contact} className="btn btn-primary">
            Contacter le chef
          </Link>
        </div>
      </section>
      {/* A dish's details (/menu/{id}) open here, over the menu. */}
      {details}
    </>
  );
}
