/**
 * The tab a signed-in visitor's small-business page opens on: Internet Air when one of their
 * accounts has it, else wireless. Only pages with several services load it.
 */
import { defaultServiceForAccount } from '../../domain/personalisation/default-service.ts';
import { defaultTabOnAuth } from '../../domain/personalisation/default-tab.ts';
import { setDefaultTabOnAuth } from '../../stores/page.ts';
import { $account } from '../../stores/session.ts';

export function openDefaultTabOnSignIn(): void {
  const account = $account.get();
  setDefaultTabOnAuth(defaultTabOnAuth(account ? defaultServiceForAccount(account) : ''));
}
