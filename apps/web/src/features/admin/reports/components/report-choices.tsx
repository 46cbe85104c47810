import Table from 'react-bootstrap/Table';
import { formatFcfa, priceDeltaText, type TopChoice } from '@lome/shared';
import { ReportBlock } from './report-block';

/**
 * "Choix les plus pris": the choices the dishes of the sales kept took most, by group, with what their price
 * changes brought (decision 0081). Nothing while no dish has choices.
 */
export function ReportChoices({ choices }: { choices: TopChoice[] | undefined }) {
  if (!choices || choices.length === 0) return null;
  return (
    <ReportBlock title="Choix les plus pris">
      <Table size="sm" responsive>
        <caption className="visually-hidden">Choix les plus pris</caption>
        <thead>
          <tr>
            <th scope="col">Groupe</th>
            <th scope="col">Choix</th>
            <th scope="col" className="text-end">
              Pris
            </th>
            <th scope="col" className="text-end">
              Suppléments
            </th>
          </tr>
        </thead>
        <tbody>
          {choices.map((c) => (
            <tr key={`${c.group}\u0000${c.name}`}>
              <td>{c.group}</td>
              <th scope="row" className="fw-normal">
                {c.name}
              </th>
              <td className="text-end">{c.count}</td>
              <td className="text-end text-nowrap">
                {c.revenue === 0 ? formatFcfa(0) : priceDeltaText(c.revenue)}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </ReportBlock>
  );
}
