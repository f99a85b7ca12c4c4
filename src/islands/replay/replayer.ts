/**
 * The replay itself: what the recorder held for an island, dispatched to it again once it has
 * hydrated (replay-after-load.ts says when).
 */
import { clickAsReplay } from '../../domain/replayed-click.ts';
import { enqueue } from './replay-rules.ts';
import { asSubmitter, follow, type Held } from './replay-targets.ts';

/**
 * Submits the form again, now that the island listens: through its submit button when one made
 * the first submit, so the island sees the same submitter. A form the island does not take
 * submits as it would have.
 */
const resubmit = (scope: Element, form: HTMLFormElement, item: Held) => {
  const found = item.submitterElement;
  const button = found?.isConnected ? found : item.submitter && follow(scope, item.submitter);
  form.requestSubmit(asSubmitter(button, form));
};

/**
 * Replays `held`, in order, inside `scope` (the island, or the document for an island that
 * acts outside itself: `outside`). Each target is the element the visitor reached if it is
 * still in the page, or whatever hydration put in its place.
 */
export function replay(scope: Element, held: readonly Held[], outside: boolean): void {
  let queue: Held[] = [];
  for (const item of held) queue = enqueue(queue, item);
  for (const item of queue) {
    const target = item.target.isConnected ? item.target : follow(scope, item.path);
    if (!(target instanceof HTMLElement)) continue;
    if (item.type === 'submit') {
      if (target instanceof HTMLFormElement) resubmit(scope, target, item);
    } else if (item.type === 'click') {
      // Outside the island every listener saw the visitor's click already (only its default
      // was held): the repeat is marked so analytics does not count it again.
      if (outside) clickAsReplay(target);
      else target.click();
    } else
      target.dispatchEvent(
        new KeyboardEvent('keydown', { key: item.key ?? '', bubbles: true, cancelable: true }),
      );
  }
}
