export {
  DEFAULT_PLACEHOLDER_COUNT,
  LoadingPlaceholder,
  placeholderCount,
  type LoadingPlaceholderProps,
} from './LoadingPlaceholder.tsx';
