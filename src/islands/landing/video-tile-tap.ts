/**
 * What a tap on a helpful-info video's server-rendered link does once its island runs but before
 * its widget has taken the poster's place. Pure: HelpfulVideo applies it to the click.
 */

/** The widget's `data-status`, or `absent` while its code is still on its way. */
export type WidgetStatus = 'absent' | 'loading' | 'ready' | 'error';

export interface TileTap {
  /** The main button, with no key held: a plain activation, not "open in a new tab". */
  plain: boolean;
  /** On the poster (the part the player replaces), not on the title under it. */
  onPoster: boolean;
  widget: WidgetStatus;
}

/**
 * `play` holds the tap (the link is not followed) and opens the player where the visitor tapped
 * once the widget is ready: the page is interactive, so a tap on a poster means "play it here".
 * The title stays a link to the watch page, a modified click keeps the browser's meaning (a new
 * tab), and a widget that failed leaves the link to do its job.
 */
export function tileTap({ plain, onPoster, widget }: TileTap): 'follow' | 'play' {
  return plain && onPoster && widget !== 'error' ? 'play' : 'follow';
}

/** The status a widget root reports; anything else counts as not there yet. */
export function widgetStatus(value: string | null | undefined): WidgetStatus {
  return value === 'loading' || value === 'ready' || value === 'error' ? value : 'absent';
}
