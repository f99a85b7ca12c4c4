/**
 * The control bar: play/pause, seek, remaining time, volume, captions, transcript, playlist (a
 * chaptered video's chapter list) and full-screen.
 * Each control reads its own slice of the player state and only sends requests; the engine
 * applies them.
 */
import { useRef, type MouseEvent } from 'react';
import {
  CaptionsIcon,
  FullscreenIcon,
  PauseIcon,
  PlayIcon,
  PlaylistIcon,
  TranscriptIcon,
  VolumeIconSvg,
} from '../../../../ui/shared/icons.tsx';
import type { Locale } from '../../../../domain/i18n/locales.ts';
import { videoPlayerText, type VideoPlayerText } from '../../../../domain/i18n/video-player.ts';
import type { ActionCode, ControlName } from '../../../../video/analytics.ts';
import { controlBarWidthClass, showRemainingTime } from '../../../../video/model/player-mode.ts';
import type { PlayerRequest } from '../../../../video/state.ts';
import type { PlayerStateSource } from '../../../../video/store.ts';
import { formatTimecode, remainingTimecode } from '../../../../video/model/timecode.ts';
import { timecodeOf, volumeText } from '../../../../video/slider.ts';
import { muteTitle, volumeIcon } from '../../../../video/volume.ts';
import { useKeyMemory } from '../shared/actionCode.ts';
import { usePlayerSlice } from '../player/usePlayerSlice.ts';
import common from '../../VideoWidget.module.scss?lazy';
import styles from '../player/Player.module.scss?lazy';
import { RangeSlider } from './RangeSlider.tsx';
import { ToggleButton } from './ToggleButton.tsx';

export interface ControllerBarProps {
  store: PlayerStateSource;
  request: (request: PlayerRequest) => void;
  /** Container width in px, for the width classes. */
  width: number;
  showFullscreen: boolean;
  hasCaptions: boolean;
  transcriptId: string;
  onFullscreen: () => void;
  onInteract: (control: ControlName, action: ActionCode, value?: string | number) => void;
  /** Chapter marks on the seek slider (percent of the timeline). */
  markers?: readonly number[] | undefined;
  /** A chaptered video's chapter list: its id, whether it shows, and its toggle. */
  playlist?: { id: string; shown: boolean; onToggle: () => void } | undefined;
  /** The page's language, for the controls' names, titles and value texts. */
  locale?: Locale | undefined;
}

type Click = (control: ControlName, apply: () => void) => (event: MouseEvent) => void;

interface ControlProps {
  store: PlayerStateSource;
  request: (request: PlayerRequest) => void;
  click: Click;
  locale: Locale;
  texts: VideoPlayerText['controls'];
}

function PlayButton({ store, request, click, texts }: ControlProps) {
  const playing = usePlayerSlice(store, (s) => s.playing && !s.isAtEnd);
  const label = playing ? texts.pause : texts.play;
  return (
    <button
      type="button"
      className={styles.control}
      aria-label={label}
      title={label}
      onClick={click(playing ? 'Pause Button' : 'Play Button', () =>
        request({ type: 'togglePlay' }),
      )}
    >
      {playing ? <PauseIcon /> : <PlayIcon />}
    </button>
  );
}

function SeekSlider({
  store,
  request,
  onInteract,
  markers,
  locale,
  texts,
}: Omit<ControlProps, 'click'> & Pick<ControllerBarProps, 'onInteract' | 'markers'>) {
  const { value, total } = usePlayerSlice(store, (s) => ({
    value: s.ctrlCurrentTime,
    total: s.totalTime,
  }));
  return (
    <RangeSlider
      label={texts.seek}
      className={styles.seek}
      markers={markers}
      value={value}
      max={total}
      valueText={(v) => timecodeOf(v, total, locale)}
      tooltip={formatTimecode}
      onChange={({ value: at, commit, action }) => {
        if (!commit) {
          request({ type: 'scrub', time: at });
          return;
        }
        request({ type: 'seek', time: at });
        onInteract('Seek Slider', action, Math.round(at));
      }}
    />
  );
}

function RemainingTime({ store, label }: { store: PlayerStateSource; label: string }) {
  const remaining = usePlayerSlice(store, (s) => remainingTimecode(s.totalTime, s.currentTime));
  // Plain text (a span takes no aria-label): hidden words for screen readers, the minus sign
  // for the eye only, and none when nothing is left ("0:00", not "-0:00").
  return (
    <span className={styles.remaining}>
      <span className={common.visuallyHidden}>{label} </span>
      {remaining.sign && <span aria-hidden="true">{remaining.sign}</span>}
      {remaining.text}
    </span>
  );
}

function VolumeControl({
  store,
  request,
  click,
  onInteract,
  locale,
  texts,
}: ControlProps & Pick<ControllerBarProps, 'onInteract'>) {
  const { mute, volume } = usePlayerSlice(store, (s) => ({ mute: s.mute, volume: s.volume }));
  return (
    <div className={styles.volume}>
      <ToggleButton
        label={texts.mute}
        pressed={mute}
        titles={{ pressed: muteTitle(true, locale), unpressed: muteTitle(false, locale) }}
        icon={<VolumeIconSvg icon={volumeIcon(volume, mute)} />}
        onToggle={click('Mute Toggle', () => request({ type: 'toggleMute' }))}
      />
      <RangeSlider
        label={texts.volume}
        className={styles.volumeSlider}
        value={mute ? 0 : volume}
        max={100}
        valueText={(v) => volumeText(v, locale)}
        onChange={({ value, commit, action }) => {
          request({ type: 'setVolume', volume: value });
          if (commit) onInteract('Volume Slider', action, Math.round(value));
        }}
      />
    </div>
  );
}

export function ControllerBar({
  store,
  request,
  width,
  showFullscreen,
  hasCaptions,
  transcriptId,
  onFullscreen,
  onInteract,
  markers,
  playlist,
  locale = 'en',
}: ControllerBarProps) {
  const texts = videoPlayerText(locale).controls;
  const barRef = useRef<HTMLDivElement>(null);
  const keys = useKeyMemory(barRef);
  const toggles = usePlayerSlice(store, (s) => ({
    captions: s.showCaption,
    transcript: s.showTranscript,
    fullscreen: s.fullscreen,
  }));
  const widthClass = controlBarWidthClass(width);

  const click: Click = (control, apply) => (event) => {
    apply();
    onInteract(control, keys.actionFor(event));
  };
  const controls = { store, request, click, locale, texts };

  return (
    <div
      ref={barRef}
      className={`${styles.controller} ${styles[widthClass] ?? ''}`}
      data-part="controller"
      data-width={widthClass}
      role="group"
      aria-label={texts.group}
    >
      <PlayButton {...controls} />
      <SeekSlider
        store={store}
        request={request}
        onInteract={onInteract}
        markers={markers}
        locale={locale}
        texts={texts}
      />
      {showRemainingTime(width) && <RemainingTime store={store} label={texts.remainingTime} />}
      <VolumeControl {...controls} onInteract={onInteract} />
      {hasCaptions && (
        <ToggleButton
          label={texts.captions}
          pressed={toggles.captions}
          titles={{ pressed: texts.hideCaptions, unpressed: texts.showCaptions }}
          icon={<CaptionsIcon />}
          onToggle={click('Captions Toggle', () => request({ type: 'toggleCaptions' }))}
        />
      )}
      {hasCaptions && (
        <ToggleButton
          label={texts.transcript}
          pressed={toggles.transcript}
          controls={transcriptId}
          titles={{ pressed: texts.hideTranscript, unpressed: texts.showTranscript }}
          icon={<TranscriptIcon />}
          onToggle={click('Transcript Toggle', () => request({ type: 'toggleTranscript' }))}
        />
      )}
      {playlist && (
        <ToggleButton
          label={texts.playlist}
          pressed={playlist.shown}
          controls={playlist.id}
          titles={{ pressed: texts.hidePlaylist, unpressed: texts.showPlaylist }}
          icon={<PlaylistIcon />}
          onToggle={click('Playlist Toggle', playlist.onToggle)}
        />
      )}
      {showFullscreen && (
        <ToggleButton
          label={texts.fullScreen}
          pressed={toggles.fullscreen}
          titles={{ pressed: texts.exitFullScreen, unpressed: texts.fullScreen }}
          icon={<FullscreenIcon active={toggles.fullscreen} />}
          onToggle={click('Full screen Toggle', onFullscreen)}
        />
      )}
    </div>
  );
}
