/**
 * The visitor's kind as the page shows it, read from the session stores when a metric is
 * reported. Loaded only for visitors whose cookies call for personalisation: the stores then come
 * with the personalisation layer anyway, and an anonymous page view never downloads them.
 */
import { visitorKind, type VisitorKind } from '../domain/field-vitals.ts';
import { $isRecogStateOn } from '../stores/recognised.ts';
import { $isAuth } from '../stores/session.ts';

export function currentVisitorKind(): VisitorKind {
  return visitorKind({ signedIn: $isAuth.get(), recognised: $isRecogStateOn.get() });
}
