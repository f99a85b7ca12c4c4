/**
 * The control bar: play/pause, seek, remaining time, volume, captions, transcript and full-screen.
 * It only sends requests; the player applies them.
 */
import { useRef, type MouseEvent } from 'react';
import type { ActionCode, ControlName } from '../../../video/analytics.ts';
import { controlBarWidthClass, showRemainingTime } from '../../../video/options.ts';
import type { PlayerRequest, PlayerState } from '../../../video/state.ts';
import { formatTimecode, timecodeOf } from '../../../video/timecode.ts';
import { muteTitle, volumeIcon } from '../../../video/volume.ts';
import styles from '../VideoWidget.module.scss';
import { useKeyMemory } from './actionCode.ts';
import {
  CaptionsIcon,
  FullscreenIcon,
  PauseIcon,
  PlayIcon,
  TranscriptIcon,
  VolumeIconSvg,
} from './icons.tsx';
import { RangeSlider } from './RangeSlider.tsx';

export interface ControllerBarProps {
  state: PlayerState;
  request: (request: PlayerRequest) => void;
  /** Container width in px, for the width classes. */
  width: number;
  showFullscreen: boolean;
  hasCaptions: boolean;
  transcriptId: string;
  onFullscreen: () => void;
  onInteract: (control: ControlName, action: ActionCode, value?: string | number) => void;
}

export function ControllerBar({
  state,
  request,
  width,
  showFullscreen,
  hasCaptions,
  transcriptId,
  onFullscreen,
  onInteract,
}: ControllerBarProps) {
  const barRef = useRef<HTMLDivElement>(null);
  const keys = useKeyMemory(barRef);
  const playing = state.playing && !state.isAtEnd;
  const total = state.totalTime;
  const widthClass = controlBarWidthClass(width);

  const click = (control: ControlName, apply: () => void) => (event: MouseEvent) => {
    apply();
    onInteract(control, keys.actionFor(event));
  };

  return (
    <div
      ref={barRef}
      className={`${styles.controller} ${styles[widthClass] ?? ''}`}
      data-width={widthClass}
      role="group"
      aria-label="Video controls"
    >
      <button
        type="button"
        className={styles.control}
        aria-label={playing ? 'Pause' : 'Play'}
        title={playing ? 'Pause' : 'Play'}
        onClick={click(playing ? 'Pause Button' : 'Play Button', () =>
          request({ type: 'togglePlay' }),
        )}
      >
        {playing ? <PauseIcon /> : <PlayIcon />}
      </button>

      <RangeSlider
        label="Seek"
        className={styles.seek}
        value={state.ctrlCurrentTime}
        max={total}
        valueText={(v) => timecodeOf(v, total)}
        tooltip={formatTimecode}
        onChange={({ value, commit, action }) => {
          if (!commit) {
            request({ type: 'scrub', time: value });
            return;
          }
          request({ type: 'seek', time: value });
          onInteract('Seek Slider', action, Math.round(value));
        }}
      />

      {showRemainingTime(width) && (
        // Plain text (a span takes no aria-label): hidden words for screen readers, the minus sign
        // for the eye only. formatTimecode shows 0:00 for anything below zero.
        <span className={styles.remaining}>
          <span className={styles.visuallyHidden}>Remaining time </span>
          <span aria-hidden="true">-</span>
          {formatTimecode(total - state.currentTime)}
        </span>
      )}

      <div className={styles.volume}>
        <button
          type="button"
          className={styles.control}
          aria-label="Mute"
          aria-pressed={state.mute}
          title={muteTitle(state.mute)}
          onClick={click('Mute Toggle', () => request({ type: 'toggleMute' }))}
        >
          <VolumeIconSvg icon={volumeIcon(state.volume, state.mute)} />
        </button>
        <RangeSlider
          label="Volume"
          className={styles.volumeSlider}
          value={state.mute ? 0 : state.volume}
          max={100}
          valueText={(v) => `${Math.round(v)}%`}
          onChange={({ value, commit, action }) => {
            request({ type: 'setVolume', volume: value });
            if (commit) onInteract('Volume Slider', action, Math.round(value));
          }}
        />
      </div>

      {hasCaptions && (
        <button
          type="button"
          className={styles.control}
          aria-label="Captions"
          aria-pressed={state.showCaption}
          title={state.showCaption ? 'Hide captions' : 'Show captions'}
          onClick={click('Captions Toggle', () => request({ type: 'toggleCaptions' }))}
        >
          <CaptionsIcon />
        </button>
      )}
      {hasCaptions && (
        <button
          type="button"
          className={styles.control}
          aria-label="Transcript"
          aria-expanded={state.showTranscript}
          aria-controls={transcriptId}
          title={state.showTranscript ? 'Hide transcript' : 'Show transcript'}
          onClick={click('Transcript Toggle', () => request({ type: 'toggleTranscript' }))}
        >
          <TranscriptIcon />
        </button>
      )}
      {showFullscreen && (
        <button
          type="button"
          className={styles.control}
          aria-label="Full screen"
          aria-pressed={state.fullscreen}
          title={state.fullscreen ? 'Exit full screen' : 'Full screen'}
          onClick={click('Full screen Toggle', onFullscreen)}
        >
          <FullscreenIcon active={state.fullscreen} />
        </button>
      )}
    </div>
  );
}
