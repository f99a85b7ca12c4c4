/** Every area's texts in this language, for Node running the areas without a bundler (../catalogues-unbundled.ts). */
export { default as connection } from './connection.ts';
export { default as frame } from './frame.ts';
export { default as greeting } from './greeting.ts';
export { default as islands } from './islands.ts';
export { default as landing } from './landing.ts';
export { default as offline } from './offline.ts';
export { default as personalisation } from './personalisation.ts';
export { default as site } from './site.ts';
export { default as ui } from './ui.ts';
export { default as videoPlayer } from './video-player.ts';
export { default as video } from './video.ts';
export { default as watch } from './watch.ts';
