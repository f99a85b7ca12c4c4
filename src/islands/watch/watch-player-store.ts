/**
 * What the watch page's player and the page's own markup share: the player's timeline time (while
 * a player of the page's video is open) and the page's requests to play from a moment (its
 * transcript's and chapters' time links). WatchPlayer publishes the time and passes the requests
 * to the widget; the transcript follower reads the time and makes the requests.
 */
import { atom } from 'nanostores';
import type { SeekRequest } from '../VideoWidget/VideoWidget.tsx';

/** The open player's timeline time in seconds; undefined while no player is open. */
export const $watchTime = atom<number | undefined>(undefined);

/** The page's last request to play from a moment; each request is a new object. */
export const $seekRequest = atom<SeekRequest | undefined>(undefined);

export function publishTime(seconds: number | undefined): void {
  $watchTime.set(seconds);
}

/** Plays the page's video from `seconds`: opens the player there, or moves the open one. */
export function seekTo(seconds: number): void {
  $seekRequest.set({ seconds: Number.isFinite(seconds) && seconds > 0 ? seconds : 0 });
}
