import { CompanyMembers } from './company-members';
import { CompanyOrders } from './company-orders';
import { CompanySupportLine } from './support-line';

/** The profile's "Mon entreprise" for the company account's holder (issue 20): line, colleagues, orders. */
export function CompanySection() {
  return (
    <div>
      <CompanySupportLine />
      <CompanyMembers />
      <CompanyOrders />
    </div>
  );
}
