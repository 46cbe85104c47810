import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { restaurant } from '@lome/shared';
import { PayoutsPanel } from './payouts-panel';
import { RefundsPanel } from './refunds-panel';
import { SponsorsPanel } from './sponsors-panel';

/** /admin/argent: refunds to settle, sponsor activations and kits, month-end referral payouts. */
export function MoneyAdmin() {
  return (
    <section className="container-fluid py-3" aria-labelledby="money-title">
      <title>{`Argent — Espace restaurant — ${restaurant.name}`}</title>
      <h1 id="money-title" className="h3 mb-3">
        Argent
      </h1>
      {/* Each tab loads its list when first opened. */}
      <Tabs defaultActiveKey="refunds" id="money-tabs" className="mb-3" mountOnEnter>
        <Tab eventKey="refunds" title="Remboursements">
          <RefundsPanel />
        </Tab>
        <Tab eventKey="sponsors" title="Activations sponsors">
          <SponsorsPanel />
        </Tab>
        <Tab eventKey="payouts" title="Paiements du mois">
          <PayoutsPanel />
        </Tab>
      </Tabs>
    </section>
  );
}
