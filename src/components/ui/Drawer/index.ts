export { Drawer, type DrawerProps } from './Drawer.tsx';
export * from './drawer-rules.ts';
