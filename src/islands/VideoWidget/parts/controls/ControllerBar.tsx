/**
 * The control bar: play/pause, seek, remaining time, volume, captions, transcript, playlist (a
 * chaptered video's chapter list) and full-screen.
 * Each control reads the player's context (its own slice of the state, the request function, the
 * tracker, the language) and only sends requests; the engine applies them.
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
import { videoPlayerText } from '../../../../domain/i18n/video-player.ts';
import type { ControlName } from '../../../../video/analytics.ts';
import { controlBarWidthClass, showRemainingTime } from '../../../../video/model/player-mode.ts';
import { formatTimecode, remainingTimecode } from '../../../../video/model/timecode.ts';
import { timecodeOf, volumeText } from '../../../../video/slider.ts';
import { muteTitle, volumeIcon } from '../../../../video/volume.ts';
import { useKeyMemory } from '../shared/actionCode.ts';
import { interactAt, usePlayer, usePlayerState } from '../player/PlayerContext.tsx';
import common from '../../VideoWidget.module.scss?lazy';
import styles from '../player/Player.module.scss?lazy';
import { RangeSlider } from './RangeSlider.tsx';
import { ToggleButton } from './ToggleButton.tsx';
import { useLocale } from '../../../../ui/shared/locale-context.tsx';

export interface ControllerBarProps {
  /** Container width in px, for the width classes. */
  width: number;
  showFullscreen: boolean;
  hasCaptions: boolean;
  transcriptId: string;
  onFullscreen: () => void;
  /** Chapter marks on the seek slider (percent of the timeline). */
  markers?: readonly number[] | undefined;
  /** A chaptered video's chapter list: its id, whether it shows, and its toggle. */
  playlist?: { id: string; shown: boolean; onToggle: () => void } | undefined;
}

/** A button's click: apply it, then report it with the press's action code (the bar's key memory). */
type Click = (control: ControlName, apply: () => void) => (event: MouseEvent) => void;

/** The player's context with the controls' texts and the Controller's interaction report. */
function useControls() {
  const player = usePlayer();
  const locale = useLocale();
  return {
    ...player,
    locale,
    texts: videoPlayerText(locale).controls,
    interact: interactAt(player.tracker, 'Controller'),
  };
}

function PlayButton({ click }: { click: Click }) {
  const { request, texts } = useControls();
  const playing = usePlayerState((s) => s.playing && !s.isAtEnd);
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

function SeekSlider({ markers }: Pick<ControllerBarProps, 'markers'>) {
  const { request, interact, locale, texts } = useControls();
  const { value, total } = usePlayerState((s) => ({
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
        interact('Seek Slider', action, Math.round(at));
      }}
    />
  );
}

function RemainingTime({ label }: { label: string }) {
  const remaining = usePlayerState((s) => remainingTimecode(s.totalTime, s.currentTime));
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

function VolumeControl({ click }: { click: Click }) {
  const { request, interact, locale, texts } = useControls();
  const { mute, volume } = usePlayerState((s) => ({ mute: s.mute, volume: s.volume }));
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
          if (commit) interact('Volume Slider', action, Math.round(value));
        }}
      />
    </div>
  );
}

export function ControllerBar({
  width,
  showFullscreen,
  hasCaptions,
  transcriptId,
  onFullscreen,
  markers,
  playlist,
}: ControllerBarProps) {
  const { request, interact, texts } = useControls();
  const barRef = useRef<HTMLDivElement>(null);
  const keys = useKeyMemory(barRef);
  const toggles = usePlayerState((s) => ({
    captions: s.showCaption,
    transcript: s.showTranscript,
    fullscreen: s.fullscreen,
  }));
  const widthClass = controlBarWidthClass(width);

  const click: Click = (control, apply) => (event) => {
    apply();
    interact(control, keys.actionFor(event));
  };

  return (
    <div
      ref={barRef}
      className={`${styles.controller} ${styles[widthClass] ?? ''}`}
      data-part="controller"
      data-width={widthClass}
      role="group"
      aria-label={texts.group}
    >
      <PlayButton click={click} />
      <SeekSlider markers={markers} />
      {showRemainingTime(width) && <RemainingTime label={texts.remainingTime} />}
      <VolumeControl click={click} />
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
