import { restaurant } from '@lome/shared';
import { ContactForm } from '@/features/contact/components/contact-form';
import { ContactInfoCards } from '@/features/contact/components/contact-info-cards';
import { ContactMap } from '@/features/contact/components/contact-map';

export default function ContactPage() {
  return (
    <>
      <title>{`Contact — ${restaurant.name}`}</title>
      <section className="page-hero text-white text-center">
        <div className="container py-5">
          <h1 className="display-4 fw-bold">Contactez-nous</h1>
          <p className="lead mb-0 mx-auto" style={{ maxWidth: '40rem' }}>
            Une réservation, un événement, une allergie à signaler ? Notre équipe vous répond avec plaisir.
          </p>
        </div>
      </section>
      <section className="container py-5" aria-label="Nos coordonnées">
        <ContactInfoCards />
      </section>
      <section className="container pb-5">
        <div className="row g-4 g-lg-5">
          <div className="col-12 col-lg-7">
            <div className="card border-0 shadow-sm p-4">
              <ContactForm />
            </div>
          </div>
          <div className="col-12 col-lg-5">
            <h2 className="h3 fw-bold mb-3">Nous trouver</h2>
            <ContactMap />
          </div>
        </div>
      </section>
    </>
  );
}
