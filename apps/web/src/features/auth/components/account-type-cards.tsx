import { formatFcfa, type UserStatus } from '@lome/shared';
import { Icon, type IconName } from '@/components/ui/icon';

const types: ReadonlyArray<{ value: UserStatus; title: string; text: string; icon: IconName }> = [
  {
    value: 'particular',
    title: 'Particulier',
    text: 'Commandez, réservez et payez vos plats.',
    icon: 'user',
  },
  {
    value: 'company',
    title: 'Entreprise',
    text: 'Facturation professionnelle, gestion multi-utilisateurs, support prioritaire.',
    icon: 'users',
  },
  {
    value: 'apporteur',
    title: "Apporteur d'affaires",
    text: '1% sur chaque commande de vos filleuls et un plat offert après 5 commandes.',
    icon: 'gift',
  },
  {
    value: 'sponsor',
    title: 'Sponsor',
    text: `Investissement de ${formatFcfa(200_000)}, kit de plats offert, ${formatFcfa(25_000)} par sponsor parrainé.`,
    icon: 'crown',
  },
];

/** P11.1 register: the four account types as cards; a radio group, so keyboards and screen readers know it. */
export function AccountTypeCards({
  value,
  onChange,
}: {
  value: UserStatus;
  onChange: (type: UserStatus) => void;
}) {
  return (
    <fieldset>
      <legend className="h5 mb-3">Type de compte</legend>
      <div className="row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-2">
        {types.map((t) => {
          const id = `account-type-${t.value}`;
          const selected = value === t.value;
          return (
            <div className="col" key={t.value}>
              <input
                type="radio"
                className="btn-check"
                name="account-type"
                id={id}
                value={t.value}
                checked={selected}
                onChange={() => onChange(t.value)}
                aria-describedby={`${id}-text`}
              />
              <label
                htmlFor={id}
                className={`card h-100 p-3 text-start account-type-card ${selected ? 'border-primary border-2 shadow-sm' : ''}`}
                style={{ cursor: 'pointer' }}
              >
                <span className="d-flex align-items-center gap-2 fw-semibold">
                  <Icon name={t.icon} className={selected ? 'text-primary' : 'text-body-secondary'} />
                  {t.title}
                </span>
                <span id={`${id}-text`} className="small text-body-secondary mt-1">
                  {t.text}
                </span>
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
