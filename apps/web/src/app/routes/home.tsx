import { useState } from 'react';
import { messages, restaurant } from '@lome/shared';
import { useMenu } from '@/features/menu/api/get-menu';
import { usePublications } from '@/features/blog/api/get-publications';
import { BlogSection } from '@/features/blog/components/blog-section';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import { Hero } from '@/features/home/components/hero';
import { HomeDishes } from '@/features/home/components/home-dishes';
import { PromoBanner } from '@/features/home/components/promo-banner';
import { StatsBand } from '@/features/home/components/stats-band';
import { Testimonials } from '@/features/home/components/testimonials';
import { FeaturedProducts } from '@/features/home/components/featured-products';
import { Partners } from '@/features/home/components/partners';
import { KitchenStatusBanner } from '@/features/kitchen';
import '@/features/home/components/home.css';

export default function HomePage() {
  const menu = useMenu();
  const publications = usePublications();
  const [alertClosed, setAlertClosed] = useState(false);
  const failed = menu.isError || publications.isError;
  return (
    <>
      <title>{`${restaurant.name} — Restaurant togolais, livraison à Lomé`}</title>
      {failed && !alertClosed && (
        <div className="container pt-3">
          {/* Bootstrap's markup without react-bootstrap's Alert: its transition code would weigh on the home page. */}
          <div className="alert alert-danger alert-dismissible" role="alert">
            {messages.loadError}
            <button
              type="button"
              className="btn-close"
              aria-label="Fermer"
              onClick={() => setAlertClosed(true)}
            />
          </div>
        </div>
      )}
      <div className="container pt-3">
        <KitchenStatusBanner />
      </div>
      <Hero />
      {/* The card grids below the hero are laid out and painted when they come near the screen (home.css). */}
      <div className="home-later">
        <HomeDishes />
      </div>
      <PromoBanner />
      <StatsBand />
      <div className="home-later">
        <Testimonials />
      </div>
      <div className="home-later">
        <FeaturedProducts />
      </div>
      <BlogSection />
      <Partners />
      <NewsletterForm />
    </>
  );
}
