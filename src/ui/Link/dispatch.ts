import type { ReactNode } from 'react';
import type { ModalSize } from '../Modal/Modal.tsx';

/** The DOM event a link fires to ask the page's video widget for a video modal. */
export const VIDEO_MODAL_EVENT = 'ui:video-modal';

export type LinkDispatch =
  | { kind: 'modal'; title: string; children: ReactNode; size?: ModalSize }
  | { kind: 'videoModal'; videoId: string }
  | { kind: 'event'; name: string; data?: unknown };

/** Fires a bubbling CustomEvent from the link so any ancestor (or document) can handle it. */
export function fireLinkEvent(target: EventTarget, name: string, detail: unknown): boolean {
  return target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
