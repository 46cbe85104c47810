import { CompanyMembers } from './company-members';
import { CompanyOrders } from './company-orders';
import { CompanyStatement } from './company-statement';
import { CompanySupportLine } from './support-line';

/**
 * The profile's "Mon entreprise" for the company account's holder: line, colleagues, orders, and the
 * monthly statement with the month's invoices and credit notes.
 */
export function CompanySection() {
  return (
    <div>
      <CompanySupportLine />
      <CompanyMembers />
      <CompanyOrders />
      <CompanyStatement />
    </div>
  );
}
