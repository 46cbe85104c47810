import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { adminSettingsMessages, restaurant, type AdminSettingName, type AdminSettings } from '@lome/shared';
import { errorText } from '@/lib/form-errors';
import { useAdminSettings } from '../api/get-admin-settings';
import { useSettingsForm } from '../hooks/use-settings-form';
import { CompanySettingsSection } from './company-settings-form';
import { DeliveryFeesSection } from './delivery-fees-form';
import { OpeningHoursEditor } from './opening-hours-editor';
import { SettingsField } from './settings-field';

// Grouped as the restaurant thinks of them; each line says what the figure changes.
const groups: { title: string; fields: [AdminSettingName, string][] }[] = [
  {
    title: 'Livraison',
    fields: [
      ['delivery_radius_km', 'Une adresse plus loin du restaurant est refusée à la commande.'],
      ['delivery_price', 'Ajoutés à chaque commande livrée ; 0 pour une livraison gratuite.'],
    ],
  },
  {
    title: 'Parrainage',
    fields: [
      ['direct_commission_bp', 'Part des plats payés par un filleul direct, versée à son parrain.'],
      ['network_commission_bp', 'Part versée aux parrains des niveaux suivants.'],
      ['network_depth', 'Dernier niveau de parrain rémunéré (1 = le parrain direct seulement).'],
      ['sponsor_bonus', 'Versée à un sponsor actif quand un sponsor inscrit avec son code est activé.'],
      ['min_payout', 'Un solde en attente plus petit attend le versement suivant.'],
    ],
  },
  {
    title: 'Plat offert',
    fields: [
      ['free_dish_every', 'Nombre de commandes payées d’un filleul direct pour un plat offert.'],
      ['free_dish_cap', 'Prix maximum du «\u00a0Plat surprise\u00a0» offert.'],
      ['free_dish_valid_days', 'Durée pendant laquelle le plat offert peut être utilisé.'],
    ],
  },
  {
    title: 'Cuisine et horaires',
    fields: [
      ['preparation_minutes', 'Compté dans l’heure promise de chaque commande immédiate.'],
      ['delivery_minutes_per_km', 'Ajoutés à l’heure promise pour chaque kilomètre jusqu’au client.'],
      [
        'last_order_margin_minutes',
        'Plus de commande immédiate ni de créneau dans ce délai avant la fermeture.',
      ],
      [
        'escalate_after_minutes',
        'Une commande payée qui attend plus longtemps fait passer l’alarme au rouge.',
      ],
      [
        'auto_cancel_after_minutes',
        'Une commande payée jamais acceptée est alors annulée ; son remboursement est suivi dans Argent.',
      ],
    ],
  },
  {
    title: 'Newsletter',
    fields: [['newsletter_discount_bp', 'Remise sur la première commande payée d’un abonné.']],
  },
  {
    title: 'Espèces',
    fields: [
      [
        'cash_max_amount',
        'Paiement en espèces à la livraison ou au retrait jusqu’à ce total ; 0 pour ne pas en accepter.',
      ],
    ],
  },
];

function SettingsForm({ initial }: { initial: AdminSettings }) {
  const form = useSettingsForm(initial);
  const fieldErrors = Object.values(form.errors).some(Boolean);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit();
      }}
      style={{ maxWidth: 560 }}
    >
      {groups.map((group) => (
        <fieldset key={group.title} className="mb-4">
          <legend className="h5">{group.title}</legend>
          {group.fields.map(([name, help]) => (
            <SettingsField
              key={name}
              name={name}
              value={form.draft[name]}
              error={form.errors[name]}
              help={help}
              onChange={form.set(name)}
            />
          ))}
        </fieldset>
      ))}
      {form.error && !fieldErrors && (
        <Alert variant="danger">{errorText(form.error, 'Les réglages n’ont pas pu être enregistrés.')}</Alert>
      )}
      {fieldErrors && <Alert variant="danger">Corrigez les champs signalés.</Alert>}
      {form.saved && (
        <Alert variant="success" role="status">
          {adminSettingsMessages.saved}
        </Alert>
      )}
      <Button type="submit" disabled={form.pending}>
        {form.pending ? 'Enregistrement…' : 'Enregistrer les réglages'}
      </Button>
    </form>
  );
}

/**
 * Réglages (admins): opening hours, then delivery, kitchen and referral figures (they apply from the next order),
 * then the delivery fees by distance, the invoices' identity and the company direct line.
 */
export function SettingsAdmin() {
  const settings = useAdminSettings();
  return (
    <div className="container-fluid py-3 px-3 px-lg-4">
      <title>{`Réglages — Espace restaurant — ${restaurant.name}`}</title>
      <h1 className="h3 mb-3">Réglages</h1>
      <OpeningHoursEditor />
      <h2 className="h5">Chiffres</h2>
      {settings.isPending ? (
        <Spinner animation="border" role="status">
          <span className="visually-hidden">Chargement…</span>
        </Spinner>
      ) : settings.isError ? (
        <Alert variant="danger">{errorText(settings.error, 'Les réglages n’ont pas pu être chargés.')}</Alert>
      ) : (
        <SettingsForm initial={settings.data} />
      )}
      <div className="mt-5">
        <DeliveryFeesSection />
        <CompanySettingsSection />
      </div>
    </div>
  );
}
