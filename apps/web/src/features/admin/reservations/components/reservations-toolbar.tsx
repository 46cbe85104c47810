import Button from 'react-bootstrap/Button';

const RANGES = [
  { days: 1, label: "Aujourd'hui" },
  { days: 7, label: '7 jours' },
  { days: 31, label: '31 jours' },
];

type Props = {
  days: number;
  onDays: (days: number) => void;
  hideDone: boolean;
  onHideDone: (hide: boolean) => void;
};

/** The page's title row: how many days ahead to show, and whether to hide the reservations already settled. */
export function ReservationsToolbar({ days, onDays, hideDone, onHideDone }: Props) {
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
      <h1 className="h3 mb-0 me-auto">Réservations</h1>
      <div className="btn-group btn-group-sm" role="group" aria-label="Période">
        {RANGES.map((r) => (
          <Button
            key={r.days}
            variant={days === r.days ? 'primary' : 'outline-primary'}
            aria-pressed={days === r.days}
            onClick={() => onDays(r.days)}
          >
            {r.label}
          </Button>
        ))}
      </div>
      <div className="form-check form-switch mb-0">
        <input
          className="form-check-input"
          type="checkbox"
          id="hide-done"
          checked={hideDone}
          onChange={(e) => onHideDone(e.target.checked)}
        />
        <label className="form-check-label small" htmlFor="hide-done">
          Masquer retirées, non retirées et annulées
        </label>
      </div>
    </div>
  );
}
