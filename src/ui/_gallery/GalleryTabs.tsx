/**
 * Gallery-only island: tab panels are React content, which an Astro page cannot pass as props.
 * The panels' links go to the topics of the jump-links demo on the same page (an in-page link
 * must name an element that exists).
 */
import { useState } from 'react';
import { Tabs, type TabData, type TabsProps } from '../Tabs/Tabs.tsx';

const helpTabs: TabData[] = [
  {
    tabName: 'Billing',
    component: (
      <div>
        <h4>Billing help</h4>
        <p>
          View your bill, set up AutoPay and see payment history. Bills are ready five days before
          the due date.
        </p>
        <a href="#topic-billing">Billing questions</a>
      </div>
    ),
  },
  {
    tabName: 'Devices',
    component: (
      <div>
        <h4>Device help</h4>
        <p>Set up a new phone, transfer your contacts and move your SIM or eSIM.</p>
        <a href="#topic-devices">Device guides</a>
      </div>
    ),
  },
  {
    tabName: 'Network',
    component: (
      <div>
        <h4>Network help</h4>
        <p>Check coverage, report a dropped call and see outages near you.</p>
        <a href="#topic-network">Outage map</a>
      </div>
    ),
  },
];

const manyTabs: TabData[] = [
  'Billing',
  'Payments',
  'Devices',
  'SIM & eSIM',
  'Network',
  'International',
  'Account',
  'Security',
].map((name) => ({
  tabName: name,
  component: <p>{`Help articles about ${name.toLowerCase()}.`}</p>,
}));

type Preset = 'main' | 'small-gray-left' | 'blue-right' | 'on-dark' | 'overflow';

const PRESETS: Record<Preset, Omit<TabsProps, 'onSelect'>> = {
  main: { name: 'Help topics', tabsData: helpTabs },
  'small-gray-left': {
    name: 'Help topics, small',
    tabsData: helpTabs,
    size: 'small',
    alignment: 'left',
    tabsContainerColor: 'gray',
    defaultIndex: 1,
    tabsContentTheme: 'gray',
    enableTightSpacing: true,
  },
  'blue-right': {
    name: 'Help topics, right aligned',
    tabsData: helpTabs,
    alignment: 'right',
    selectedTabColor: 'blue000',
    tabsContainerColor: 'gray',
    onLoadShowActiveTabContentOnly: true,
  },
  'on-dark': {
    name: 'Help topics on dark',
    tabsData: helpTabs,
    onDark: true,
    isTransparent: true,
    selectedTabColor: 'white',
    tabsContentTheme: 'dark',
  },
  overflow: {
    name: 'All help topics',
    tabsData: manyTabs,
    alignment: 'left',
    tabGridCol: 8,
    enableTabBtnContainerMargin: true,
  },
};

export default function GalleryTabs({ preset }: { preset: Preset }) {
  const [selected, setSelected] = useState<number | null>(null);
  return (
    <div>
      <Tabs {...PRESETS[preset]} onSelect={setSelected} />
      {preset === 'main' && (
        <p role="status" data-testid="tabs-selected">
          {selected === null ? 'No tab chosen yet.' : `onSelect called with index ${selected}.`}
        </p>
      )}
    </div>
  );
}
