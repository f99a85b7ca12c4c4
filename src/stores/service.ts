/**
 * The service the page shows. On the small-business page the service choice switches it
 * (spec §4); what depends on the service in the browser reads it here: the classic search's tags
 * and the page analytics' service. Its values are those the server wrote on the service's blocks
 * (service-attributes.ts), so the browser keeps no second copy of the service table.
 */
import { atom, onMount } from 'nanostores';
import { shownService, type CurrentService } from './service-attributes.ts';

export type { CurrentService } from './service-attributes.ts';

/**
 * Undefined on a page with one service: it has no per-service blocks and nothing to switch, so
 * each island keeps the values it was rendered with.
 */
export const $currentService = atom<CurrentService | undefined>(undefined);

// The first reader gets the page's opening service, read from the server HTML: the service whose
// blocks it shows. The same HTML goes to every visitor; a signed-in visitor's own service comes
// later, through chooseService. On the server there is no page to read and the value stays unset.
onMount($currentService, () => {
  if ($currentService.value !== undefined || typeof document === 'undefined') return;
  const opening = shownService(document);
  if (opening) $currentService.set(opening);
});

const same = (a: CurrentService, b: CurrentService) =>
  (Object.keys(a) as (keyof CurrentService)[]).every((key) => a[key] === b[key]);

/** The page now shows `values`' service (the visitor's choice, or the signed-in default). */
export function chooseService(values: CurrentService): void {
  const current = $currentService.value;
  if (current && same(current, values)) return;
  $currentService.set(values);
}
