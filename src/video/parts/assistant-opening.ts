/**
 * Whether the page's AI assistant drawer opened for a request the player made. The drawer is
 * another island that answers any `button[data-ask-assistant]` click on the document; the player
 * cannot call it, so it watches the document for what the drawer shows: a dialog naming the
 * subject it was primed with. Reporting 'opened' only when that dialog is seen keeps the
 * analytics honest on a page without a drawer or with one whose code failed to load.
 */

/** Long enough for the drawer's code to load on a slow phone; a later opening is not counted. */
export const ASSISTANT_OPEN_WAIT_MS = 15_000;

const dialogNames = (root: ParentNode, subject: string) =>
  Array.from(root.querySelectorAll('[role="dialog"]')).some((dialog) =>
    (dialog.textContent ?? '').includes(subject),
  );

/** Resolves true once a dialog naming `subject` is in the document, false after `waitMs`. */
export function watchAssistantOpening(
  subject: string,
  { root = document, waitMs = ASSISTANT_OPEN_WAIT_MS }: { root?: Document; waitMs?: number } = {},
): Promise<boolean> {
  return new Promise((resolve) => {
    if (dialogNames(root, subject)) {
      resolve(true);
      return;
    }
    const finish = (opened: boolean) => {
      observer.disconnect();
      clearTimeout(timer);
      resolve(opened);
    };
    const observer = new MutationObserver(() => {
      if (dialogNames(root, subject)) finish(true);
    });
    observer.observe(root.documentElement, { childList: true, subtree: true });
    const timer = setTimeout(() => finish(false), waitMs);
  });
}
