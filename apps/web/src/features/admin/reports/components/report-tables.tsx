import Table from 'react-bootstrap/Table';
import {
  formatFcfa,
  orderSourceLabels,
  paymentNetworkLabels,
  type AdminReport,
  type OrderSource,
  type TopDish,
} from '@lome/shared';
import { lomeDate } from '@/lib/lome-time';
import { ReportBlock, CountRevenueTable } from './report-block';
import { ReportChart } from './report-chart';
import { ReportChoices } from './report-choices';

const methodLabels: Record<string, string> = {
  ...paymentNetworkLabels,
  inconnu: 'Sans paiement (gratuite ou non enregistré)',
};

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
      <ReportBlock
        title="Chiffre d'affaires par jour"
        chart={
          days.length > 1 && (
            <ReportChart
              type="line"
              label="Chiffre d'affaires net (FCFA)"
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
      </ReportBlock>
      <ReportBlock
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
      </ReportBlock>
      <ReportBlock
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
      </ReportBlock>
      <ReportChoices choices={report.top_choices} />
    </>
  );
}

/** Payment methods and sources. */
export function ReportSplits({ report }: { report: AdminReport }) {
  return (
    <div className="row">
      <div className="col-md-6">
        <ReportBlock title="Par moyen de paiement">
          <CountRevenueTable
            caption="Par moyen de paiement"
            head="Moyen"
            rows={report.by_method.map((m) => ({
              key: m.method,
              label: methodLabels[m.method] ?? m.method,
              ...m,
            }))}
          />
        </ReportBlock>
      </div>
      <div className="col-md-6">
        <ReportBlock title="Par origine">
          <CountRevenueTable
            caption="Par origine"
            head="Origine"
            rows={report.by_source.map((s) => ({
              key: s.source,
              label: orderSourceLabels[s.source as OrderSource] ?? s.source,
              ...s,
            }))}
          />
        </ReportBlock>
      </div>
    </div>
  );
}
