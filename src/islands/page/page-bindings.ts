/**
 * Static parts of the cached page that the session changes without being islands: the chat
 * panel (hidden for a BSSe wireless account when the chat-disable flag says so). They are bound
 * here, in the lazily loaded layer, so anonymous visitors download nothing for them.
 */
import { chatVisible } from '../../stores/account-views.ts';
import type { PersonalisationConfig } from '../../domain/personalisation/config.ts';

export function bindChatPanels(
  config: PersonalisationConfig,
  doc: Document = document,
): () => void {
  const panels = [...doc.querySelectorAll<HTMLElement>('[data-personal="chat"]')];
  if (panels.length === 0) return () => undefined;
  return chatVisible(config.service, config.flags.chatDisable).subscribe((visible) => {
    for (const panel of panels) panel.hidden = !visible;
  });
}
