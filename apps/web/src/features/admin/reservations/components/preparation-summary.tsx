import type { PreparationDay } from '@lome/shared';
import { dayLabel } from './reservation-days';

/** Per day, the dishes still to prepare for paid reservations: what the kitchen plans from. */
export function PreparationSummary({ days }: { days: PreparationDay[] }) {
  if (days.length === 0) {
    return <p className="text-body-secondary small">Aucun plat à préparer pour ces jours.</p>;
  }
  return (
    <div className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-3 mb-4" aria-label="Plats à préparer">
      {days.map((d) => (
        <section className="col" key={d.day} aria-labelledby={`prep-${d.day}`}>
          <div className="card h-100 border-warning">
            <div className="card-header d-flex justify-content-between">
              <h3 className="h6 mb-0" id={`prep-${d.day}`}>
                À préparer · {dayLabel(d.day)}
              </h3>
              <small>
                {d.reservations} réservation{d.reservations > 1 ? 's' : ''}
              </small>
            </div>
            <ul className="list-group list-group-flush small">
              {d.dishes.map((dish) => (
                <li className="list-group-item d-flex justify-content-between" key={dish.dish_id}>
                  <span>{dish.dish_name}</span>
                  <strong>× {dish.quantity}</strong>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ))}
    </div>
  );
}
