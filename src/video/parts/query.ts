/** The demo page's query for the part-2 options: rating=stars|Thumbs, overlayTextDisplayAtEnd=1. */
import type { VideoWidgetOptions } from '../options.ts';

export function partsOptionsFromQuery(
  params: URLSearchParams,
): Pick<VideoWidgetOptions, 'rating' | 'overlayTextDisplayAtEnd'> {
  const options: Pick<VideoWidgetOptions, 'rating' | 'overlayTextDisplayAtEnd'> = {};
  const rating = params.get('rating')?.trim().toLowerCase();
  if (rating === 'stars') options.rating = 'stars';
  if (rating === 'thumbs') options.rating = 'Thumbs';
  const atEnd = params.get('overlayTextDisplayAtEnd');
  if (atEnd !== null)
    options.overlayTextDisplayAtEnd = ['1', 'true', 'yes', 'on'].includes(
      atEnd.trim().toLowerCase(),
    );
  return options;
}
