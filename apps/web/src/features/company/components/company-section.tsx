import { CompanyMembers } from './company-members';
import { CompanyOrders } from './company-orders';
import { CompanyStatement } from './company-statement';
import { CompanySupportLine } from './support-line';

/**
 * The profile's "Mon entreprise": for the company account's holder, the line, colleagues, orders and the monthly
 * statement with the month's invoices and credit notes; for a colleague, the company they order for, the line and
 * their own orders (P9.5).
 */
export function CompanySection({ colleagueOf }: { colleagueOf?: string }) {
  if (colleagueOf) {
    return (
      <div>
        <p>
          Vous commandez pour <strong>{colleagueOf}</strong> : vos factures portent son nom, son NIF et son
          RCCM.
        </p>
        <CompanySupportLine />
        <CompanyOrders />
      </div>
    );
  }
  return (
    <div>
      <CompanySupportLine />
      <CompanyMembers />
      <CompanyOrders />
      <CompanyStatement />
    </div>
  );
}
