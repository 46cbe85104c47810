import type { ReactNode } from 'react';
import Table from 'react-bootstrap/Table';
import { formatFcfa, type AdminReport, type ReconciliationKind, type TopDish } from '@lome/shared';
import { lomeDate } from '@/lib/lome-time';
import { ReportChart } from './report-chart';

const methodLabels: Record<string, string> = {
  FLOOZ: 'Flooz',
  TMONEY: 'T-Money',
  CASH: 'Espèces',
  cash: 'Espèces',
  inconnu: 'Sans paiement enregistré',
};
const sourceLabels: Record<string, string> = { site: 'Site', phone: 'Téléphone', whatsapp: 'WhatsApp' };
const reconciliationLabels: Record<ReconciliationKind, string> = {
  refund: 'À rembourser',
  not_marked_paid: 'Confirmé par PayGate, non marqué payé',
  no_confirmation: 'Marqué payé sans confirmation PayGate',
  amount_mismatch: 'Montants différents',
};

/** A titled block: the chart (when there is one) above the table that holds the same figures. */
function Block({ title, chart, children }: { title: string; chart?: ReactNode; children: ReactNode }) {
  return (
    <section className="mb-4" aria-label={title}>
      <h2 className="h5">{title}</h2>
      {chart}
      {children}
    </section>
  );
}

function CountRevenueTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string;
  rows: { key: string; label: string; orders: number; revenue: number }[];
}) {
  return (
    <Table size="sm" responsive className="align-middle">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{head}</th>
          <th scope="col" className="text-end">
            Commandes
          </th>
          <th scope="col" className="text-end">
            Chiffre d&apos;affaires
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <th scope="row" className="fw-normal">
              {r.label}
            </th>
            <td className="text-end">{r.orders}</td>
            <td className="text-end text-nowrap">{formatFcfa(r.revenue)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function DishTable({ caption, dishes }: { caption: string; dishes: TopDish[] }) {
  return (
    <Table size="sm" responsive>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Plat</th>
          <th scope="col" className="text-end">
            Quantité
          </th>
          <th scope="col" className="text-end">
            Ventes
          </th>
        </tr>
      </thead>
      <tbody>
        {dishes.map((d) => (
          <tr key={d.dish_id}>
            <th scope="row" className="fw-normal">
              {d.name}
            </th>
            <td className="text-end">{d.quantity}</td>
            <td className="text-end text-nowrap">{formatFcfa(d.revenue)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** Revenue per day, orders per hour, top dishes: a chart each and its table. */
export function ReportBreakdowns({ report }: { report: AdminReport }) {
  const days = report.revenue_by_day;
  const hours = report.orders_by_hour;
  return (
    <>
      <Block
        title="Chiffre d'affaires par jour"
        chart={
          days.length > 1 && (
            <ReportChart
              type="line"
              label="Chiffre d'affaires (FCFA)"
              labels={days.map((d) => d.date.slice(5))}
              values={days.map((d) => d.revenue)}
            />
          )
        }
      >
        <CountRevenueTable
          caption="Chiffre d'affaires par jour"
          head="Jour"
          rows={days.map((d) => ({ key: d.date, label: lomeDate(`${d.date}T12:00:00Z`), ...d }))}
        />
      </Block>
      <Block
        title="Commandes par heure"
        chart={
          <ReportChart
            type="bar"
            label="Commandes"
            labels={hours.map((h) => `${h.hour} h`)}
            values={hours.map((h) => h.orders)}
          />
        }
      >
        <CountRevenueTable
          caption="Commandes par heure"
          head="Heure"
          rows={hours
            .filter((h) => h.orders > 0)
            .map((h) => ({ key: String(h.hour), label: `${h.hour} h – ${h.hour + 1} h`, ...h }))}
        />
      </Block>
      <Block
        title="Plats les plus vendus"
        chart={
          report.top_dishes.by_quantity.length > 0 && (
            <ReportChart
              type="bar"
              horizontal
              label="Quantité"
              labels={report.top_dishes.by_quantity.map((d) => d.name)}
              values={report.top_dishes.by_quantity.map((d) => d.quantity)}
            />
          )
        }
      >
        <h3 className="h6">Par quantité</h3>
        <DishTable caption="Plats par quantité" dishes={report.top_dishes.by_quantity} />
        <h3 className="h6">Par chiffre d&apos;affaires (avant remises)</h3>
        <DishTable caption="Plats par chiffre d'affaires" dishes={report.top_dishes.by_revenue} />
      </Block>
    </>
  );
}

/** Payment methods and sources. */
export function ReportSplits({ report }: { report: AdminReport }) {
  return (
    <div className="row">
      <div className="col-md-6">
        <Block title="Par moyen de paiement">
          <CountRevenueTable
            caption="Par moyen de paiement"
            head="Moyen"
            rows={report.by_method.map((m) => ({
              key: m.method,
              label: methodLabels[m.method] ?? m.method,
              ...m,
            }))}
          />
        </Block>
      </div>
      <div className="col-md-6">
        <Block title="Par origine">
          <CountRevenueTable
            caption="Par origine"
            head="Origine"
            rows={report.by_source.map((s) => ({
              key: s.source,
              label: sourceLabels[s.source] ?? s.source,
              ...s,
            }))}
          />
        </Block>
      </div>
    </div>
  );
}

/** PayGate's confirmations against the orders and reservations marked paid, and each difference. */
export function ReportReconciliation({ report }: { report: AdminReport }) {
  const r = report.reconciliation;
  return (
    <Block title="Rapprochement PayGate">
      <Table size="sm" responsive>
        <caption className="visually-hidden">Totaux du rapprochement</caption>
        <tbody>
          <tr>
            <th scope="row" className="fw-normal">
              Confirmé par PayGate (commandes et réservations)
            </th>
            <td className="text-end text-nowrap">{formatFcfa(r.confirmed)}</td>
          </tr>
          <tr>
            <th scope="row" className="fw-normal">
              Commandes marquées payées
            </th>
            <td className="text-end text-nowrap">{formatFcfa(r.orders_marked_paid)}</td>
          </tr>
          <tr>
            <th scope="row" className="fw-normal">
              Réservations marquées payées
            </th>
            <td className="text-end text-nowrap">{formatFcfa(r.reservations_marked_paid)}</td>
          </tr>
          <tr>
            <th scope="row">Écart</th>
            <td className="text-end text-nowrap fw-semibold">{formatFcfa(r.confirmed - r.marked_paid)}</td>
          </tr>
          <tr>
            <th scope="row" className="fw-normal">
              Activations sponsors (à part)
            </th>
            <td className="text-end text-nowrap">{formatFcfa(r.sponsor_activations)}</td>
          </tr>
        </tbody>
      </Table>
      {r.lines.length === 0 ? (
        <p className="text-body-secondary">Aucune différence sur la période.</p>
      ) : (
        <Table size="sm" responsive>
          <caption>Différences à vérifier sur le relevé de l&apos;opérateur</caption>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Nature</th>
              <th scope="col" className="text-end">
                PayGate
              </th>
              <th scope="col" className="text-end">
                Enregistré
              </th>
              <th scope="col">Transaction</th>
            </tr>
          </thead>
          <tbody>
            {r.lines.map((l, i) => (
              <tr key={`${l.kind}-${l.code ?? ''}-${l.tx_reference ?? i}`}>
                <th scope="row">{l.code ?? '—'}</th>
                <td>{reconciliationLabels[l.kind]}</td>
                <td className="text-end text-nowrap">{formatFcfa(l.confirmed)}</td>
                <td className="text-end text-nowrap">{formatFcfa(l.recorded)}</td>
                <td className="text-break">{l.tx_reference ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Block>
  );
}
