export {
  AlertBanner,
  AlertList,
  type AlertBannerProps,
  type AlertListProps,
} from './AlertBanner.tsx';
export * from './alert-order.ts';
