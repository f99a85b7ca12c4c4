/**
 * Parts of the cached page the session changes: the chat panel (hidden for a BSSe wireless
 * account when the chat-disable flag says so), not an island, and the islands that hydrate only
 * when the layer asks for them. They are bound here, in the lazily loaded layer, so anonymous
 * visitors download nothing for them.
 */
import { chatVisible } from '../../stores/account-views.ts';
import { $numberModal } from '../../stores/recognised.ts';
import { $recommendations } from '../../stores/recommendations.ts';
import type { PersonalisationConfig } from '../../domain/personalisation/config.ts';
import { askForIsland } from '../../browser/island-asks.ts';
import { ASKED_ISLAND } from '../../domain/asked-islands.ts';

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

/**
 * The top-solution slots hydrate once recommendations have come to take them, the number dialog
 * once the recognised-state check opens it: on most known visitors' pages neither does, and
 * neither island's code loads.
 */
export function askForIslandsWhenNeeded(): () => void {
  const stops = [
    $recommendations.subscribe((results) => {
      if (results) askForIsland(ASKED_ISLAND.topSolutions);
    }),
    $numberModal.subscribe((status) => {
      if (status !== 'closed') askForIsland(ASKED_ISLAND.numberDialog);
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
