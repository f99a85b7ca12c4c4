/** The widget's error and success codes as analytics reports them. */

export type ErrorType = 'Failure_ID_Expired' | 'Failure_ID_Invalid' | 'Failure_Playback';

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

/** Spec spelling, kept as written. */
export const METADATA_ERROR_TEXT = 'Error occured while retriving metadata';

/** A content state that must not play: EOL is expired, Inactive is invalid; Active (any case) plays. */
export function stateError(state: string): ErrorType | undefined {
  const normal = state.trim().toLowerCase();
  if (normal === 'eol') return 'Failure_ID_Expired';
  if (normal === 'inactive') return 'Failure_ID_Invalid';
  return undefined;
}

/** The hidden error view's text for an error type. */
export function errorViewText(errorType: ErrorType): string {
  return errorType === 'Failure_Playback' ? STATUS_MESSAGES.Failure_Playback : METADATA_ERROR_TEXT;
}
