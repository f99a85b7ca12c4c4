import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import { $numberModal } from '../../stores/recognised.ts';
import { useHydrated } from './useHydrated.ts';
import type { Locale } from '../../domain/i18n/locales.ts';

// The dialog's code loads the first time it opens: most visitors never see it.
const NumberForm = lazy(() => import('./WirelessNumberForm.tsx'));

/**
 * The recognised-state dialog host: when consent is given but the device is not recognised,
 * the recognised store opens it and the visitor may enter their wireless number.
 */
export default function WirelessNumberDialog({ locale }: { locale?: Locale | undefined }) {
  const status = useStore($numberModal);
  const hydrated = useHydrated();
  if (status === 'closed' || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <NumberForm status={status} locale={locale} />
    </Suspense>
  );
}
