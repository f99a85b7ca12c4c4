/**
 * The player's part-2 layers, kept out of Player.tsx: timed link buttons and the end screen over
 * the stage, the chapter buttons, and the rating panel under the controls. Each reads the
 * player's store, request, tracker and language from its context.
 */
import { useMemo, useState, type MouseEvent } from 'react';
import type { ActionCode } from '../../../../video/analytics.ts';
import type { VideoMetadata } from '../../../../video/model/metadata.ts';
import type { LowRatingHelp } from '../../../../video/model/low-rating.ts';
import {
  showRatingPanel,
  type RatingKind,
  type RatingResult,
} from '../../../../video/parts/rating.ts';
import { lowRatingReporter } from '../../../../video/parts/low-rating-report.ts';
import { interactAt, usePlayer, usePlayerState } from '../player/PlayerContext.tsx';
import { ChapterList } from './ChapterList.tsx';
import { EndScreen } from './EndScreen.tsx';
import { LinkButtons } from './LinkButtons.tsx';
import { RatingPanel } from './RatingPanel.tsx';
import { useRelatedVideos } from './useRelatedVideos.ts';
import { useLocale } from '../../../../ui/shared/locale-context.tsx';

/** What the host can add to a player (all optional). */
export interface PlayerExtrasOptions {
  tier?: string | undefined;
  rating?: RatingKind | undefined;
  overlayTextDisplayAtEnd?: boolean | undefined;
  /** A related video was chosen on the end screen. */
  onRecommended?: ((video: VideoMetadata) => void) | undefined;
  /** The id of the chosen related video whose metadata is loading (the end screen waits). */
  choosing?: string | undefined;
  /** The visitor submitted a rating. */
  onRating?: ((result: RatingResult) => void) | undefined;
  /** What a low rating may offer next (the watch page); none: the plain thank-you. */
  lowRatingHelp?: LowRatingHelp | undefined;
}

interface Common {
  metadata: VideoMetadata;
  extras: PlayerExtrasOptions;
  /** The player's key memory: a press's action code (click, touch or key). */
  actionFor: (event: MouseEvent) => ActionCode;
}

/** Over the stage: link buttons while playing, the end screen at the end. */
export function StageExtras({ metadata, extras, actionFor }: Common) {
  const { request, tracker } = usePlayer();
  const locale = useLocale();
  const isAtEnd = usePlayerState((s) => s.isAtEnd);
  const related = useRelatedVideos(metadata.recommendedVideoIds, extras.tier, locale);
  if (isAtEnd)
    return (
      <EndScreen
        related={related}
        overlay={extras.overlayTextDisplayAtEnd ? metadata.overlayText : undefined}
        choosing={extras.choosing}
        onReplay={(event) => {
          request({ type: 'replay' });
          interactAt(tracker, 'Video')('Play Button', actionFor(event));
        }}
        onChoose={(video, event) => {
          tracker.interact({
            control: 'Related Video',
            action: actionFor(event),
            location: 'Video',
            value: video.id,
          });
          extras.onRecommended?.(video);
        }}
      />
    );
  if (metadata.links.length === 0) return null;
  return (
    <LinkButtons
      links={metadata.links}
      onFollow={(link, event) =>
        tracker.interact({
          control: 'Link Button',
          action: actionFor(event),
          location: 'Video',
          value: link.title,
          linkUrl: link.link,
        })
      }
    />
  );
}

/** The chapter buttons of a chaptered video, which the playlist toggle shows and hides. */
export function Chapters({
  metadata,
  part,
  actionFor,
  id,
  hidden,
}: Pick<Common, 'metadata' | 'actionFor'> & {
  part: number;
  id: string;
  hidden: boolean;
}) {
  const { request, tracker } = usePlayer();
  if (metadata.chapters.length === 0) return null;
  return (
    <ChapterList
      chapters={metadata.chapters}
      current={part}
      contentLang={metadata.lang}
      id={id}
      hidden={hidden}
      onSeek={(time, _index, event) => {
        request({ type: 'seek', time });
        request({ type: 'play' });
        interactAt(tracker, 'Controller')('Seek Slider', actionFor(event), Math.round(time));
      }}
    />
  );
}

/**
 * The rating panel, once its conditions hold; it stays until its flow exits. With the host's
 * `lowRatingHelp`, a low rating's thank-you offers chat, the AI assistant or search.
 */
export function RatingSlot({
  metadata,
  extras,
  cinema,
}: Pick<Common, 'metadata' | 'extras'> & { cinema: boolean }) {
  const { store, request, tracker } = usePlayer();
  const kind = extras.rating;
  const allowed = extras.lowRatingHelp;
  const onHelp = useMemo(
    () =>
      lowRatingReporter({
        tracker,
        kind: kind ?? 'stars',
        pause: () => request({ type: 'pause' }),
      }),
    [tracker, kind, request],
  );
  const due = usePlayerState((s) =>
    showRatingPanel({
      rating: kind,
      submitted: s.ratingSubmitted,
      cinema,
      playedSeconds: s.playedSeconds,
    }),
  );
  const submitted = usePlayerState((s) => s.ratingSubmitted);
  const [opened, setOpened] = useState(false);
  if (due && !opened) setOpened(true);
  if (!kind || submitted || !(opened || due)) return null;
  return (
    <RatingPanel
      kind={kind}
      help={
        allowed && {
          allowed,
          title: metadata.title,
          titleLang: metadata.lang,
          currentTime: () => store.get().currentTime,
          onHelp,
        }
      }
      onResult={(result) => {
        tracker.feedback({ ...result, kind });
        extras.onRating?.(result);
      }}
      onExit={() => request({ type: 'ratingSubmitted' })}
    />
  );
}
