import { useHydrated, useStore } from '../island-hooks.ts';
import { lazy, Suspense } from 'react';
import { $numberModal } from '../../stores/recognised.ts';
import { withPageLocale } from '../../ui/shared/locale-context.tsx';

// The dialog's code loads the first time it opens: most visitors never see it.
const NumberForm = lazy(() => import('./WirelessNumberForm.tsx'));

/**
 * The recognised-state dialog host: when consent is given but the device is not recognised,
 * the recognised store opens it and the visitor may enter their wireless number.
 */
export default withPageLocale(function WirelessNumberDialog() {
  const status = useStore($numberModal);
  const hydrated = useHydrated();
  if (status === 'closed' || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <NumberForm status={status} />
    </Suspense>
  );
});
