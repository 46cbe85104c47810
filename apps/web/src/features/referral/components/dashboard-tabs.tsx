import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import type { SponsorDashboard, SponsorRewards } from '@lome/shared';
import { DashboardOverview } from './dashboard-overview';
import { EarningsTab } from './earnings-tab';
import { NetworkTab } from './network-tab';

export type DashboardTab = 'overview' | 'earnings' | 'network';

type Props = {
  tab: DashboardTab;
  onTab: (tab: DashboardTab) => void;
  data: SponsorDashboard | undefined;
  rewards: SponsorRewards | undefined;
  generating: boolean;
  onGenerate: () => void;
};

/** The dashboard's three tabs: the figures, the earnings, the network. */
export function DashboardTabs({ tab, onTab, data, rewards, generating, onGenerate }: Props) {
  return (
    <Tabs
      id="sponsor-dashboard-tabs"
      activeKey={tab}
      onSelect={(k) => onTab((k as DashboardTab | null) ?? 'overview')}
      className="mb-4"
      transition={false}
      mountOnEnter
    >
      <Tab eventKey="overview" title="Tableau de bord">
        {data && <DashboardOverview data={data} />}
      </Tab>
      <Tab eventKey="earnings" title="Mes gains">
        {rewards && <EarningsTab rewards={rewards} />}
      </Tab>
      <Tab eventKey="network" title="Mon réseau">
        {data && (
          <NetworkTab entries={data.recent_sponsored} onGenerateLinks={onGenerate} generating={generating} />
        )}
      </Tab>
    </Tabs>
  );
}
