import { AlertList } from '../../ui/AlertBanner/AlertBanner.tsx';
import type { AlertKind } from '../../ui/AlertBanner/alert-order.ts';

export interface PageAlert {
  id: string;
  kind: AlertKind;
  title?: string | undefined;
  message: string;
  link?: { href: string; text: string } | undefined;
}

/** The page's alert banners, ordered error, warning, info, success; all but errors can be closed. */
export default function PageAlerts({ alerts }: { alerts: PageAlert[] }) {
  return (
    <AlertList
      alerts={alerts.map(({ id, kind, title, message, link }) => ({
        id,
        kind,
        message,
        ...(title ? { title } : {}),
        ...(link ? { link } : {}),
      }))}
    />
  );
}
