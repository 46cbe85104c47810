import Button from 'react-bootstrap/Button';
import { ORDER_STATUSES, orderStatusLabels, type OrderStatus } from '@lome/shared';

type Props = {
  status: OrderStatus | '';
  day: string;
  onStatus: (status: OrderStatus | '') => void;
  onDay: (day: string) => void;
};

/** The board's status and day filters; an empty day shows every day. */
export function BoardFilters({ status, day, onStatus, onDay }: Props) {
  return (
    <form className="row g-2 mb-3" onSubmit={(e) => e.preventDefault()} aria-label="Filtres">
      <div className="col-auto">
        <label className="form-label small mb-0" htmlFor="board-status">
          Statut
        </label>
        <select
          id="board-status"
          className="form-select form-select-sm"
          value={status}
          onChange={(e) => onStatus(e.target.value as OrderStatus | '')}
        >
          <option value="">Tous</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {orderStatusLabels[s]}
            </option>
          ))}
        </select>
      </div>
      <div className="col-auto">
        <label className="form-label small mb-0" htmlFor="board-day">
          Jour
        </label>
        <input
          id="board-day"
          type="date"
          className="form-control form-control-sm"
          value={day}
          onChange={(e) => onDay(e.target.value)}
        />
      </div>
      <div className="col-auto d-flex align-items-end">
        <Button variant="link" size="sm" onClick={() => onDay('')} disabled={!day}>
          Tous les jours
        </Button>
      </div>
    </form>
  );
}
