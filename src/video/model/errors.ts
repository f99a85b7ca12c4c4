/** The widget's error and success codes as analytics reports them, and the hidden error view's text. */
import type { Locale } from '../../domain/i18n/locales.ts';
import { videoText } from '../../domain/i18n/video.ts';

export type ErrorType = 'Failure_ID_Expired' | 'Failure_ID_Invalid' | 'Failure_Playback';

/** Analytics' statusMessage values: data, in English whatever the page's language. */
export const STATUS_MESSAGES: Record<ErrorType, string> = {
  Failure_ID_Expired: 'Video ID is expired (EOL)',
  Failure_ID_Invalid: 'Video ID is invalid',
  Failure_Playback: 'Catch all for any other playback related issues',
};

export const SUCCESS_TYPE = 'Success_Admit';

/**
 * statusCode sent with each result (the spec names the field, not its values): HTTP-like codes,
 * '200' for Success_Admit, '404' invalid id, '410' expired id, '500' playback failure.
 */
export const SUCCESS_STATUS_CODE = '200';
export const STATUS_CODES: Record<ErrorType, string> = {
  Failure_ID_Invalid: '404',
  Failure_ID_Expired: '410',
  Failure_Playback: '500',
};

/** A content state that must not play: EOL is expired, Inactive is invalid; Active (any case) plays. */
export function stateError(state: string): ErrorType | undefined {
  const normal = state.trim().toLowerCase();
  if (normal === 'eol') return 'Failure_ID_Expired';
  if (normal === 'inactive') return 'Failure_ID_Invalid';
  return undefined;
}

/** The hidden error view's text for an error type, in the page's language. */
export function errorViewText(errorType: ErrorType, locale: Locale = 'en'): string {
  const texts = videoText(locale).errors;
  return errorType === 'Failure_Playback' ? texts.playback : texts.metadata;
}
