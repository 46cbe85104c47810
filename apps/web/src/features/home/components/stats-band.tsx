import { CountUp } from '@/components/ui/count-up';
import { useMenu } from '@/features/menu';

/** P11.7: fixed figures for customers (1250) and years (5); the others come from the loaded menu. */
export function StatsBand() {
  const menu = useMenu();
  const stats = [
    { label: 'Plats servis', value: menu.data?.dishes.length ?? 0, duration: 1500 },
    { label: 'Clients satisfaits', value: 1250, duration: 1600 },
    { label: 'Spécialités', value: menu.data?.categories.length ?? 0, duration: 1400 },
    { label: "Années d'expérience", value: 5, duration: 1200 },
  ];
  return (
    <section className="stats-band text-white py-5" aria-label="Chiffres clés">
      <div className="container">
        <ul className="row g-4 text-center list-unstyled mb-0">
          {stats.map((s) => (
            <li key={s.label} className="col-6 col-md-3">
              <span className="d-block display-5 fw-bold mb-1">
                <CountUp end={s.value} duration={s.duration} suffix="+" />
              </span>
              <span className="d-block text-uppercase small stats-label">{s.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
