export { Tabs, type TabData, type TabsProps } from './Tabs.tsx';
export * from './tabs-rules.ts';
