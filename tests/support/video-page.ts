/** What the video e2e specs read from a page: the widget's analytics events and its <video>. */
import type { Page } from '@playwright/test';

export interface LayerEvent {
  event: string;
  [key: string]: unknown;
}

/** The Video_* events the widget pushed to the page's dataLayer, in order. */
export const layer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: LayerEvent[] }).dataLayer ?? []).filter((e) =>
      e.event?.startsWith('Video_'),
    ),
  );

export const video = (page: Page) => page.locator('video');
export const currentTime = (page: Page) =>
  video(page).evaluate((v: HTMLVideoElement) => v.currentTime);
