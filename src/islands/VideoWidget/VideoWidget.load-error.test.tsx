// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import VideoWidget from './VideoWidget.tsx';
import { loadMetadata } from '../../video/feed.ts';
import { setLogSink } from '../../domain/log.ts';

vi.mock('../../video/feed.ts', () => ({ loadMetadata: vi.fn() }));

let restoreLog: () => void;
beforeEach(() => {
  restoreLog = setLogSink(() => {});
  window.dataLayer = [];
});
afterEach(() => {
  restoreLog();
  delete window.dataLayer;
  vi.mocked(loadMetadata).mockReset();
});

describe('VideoWidget when loading metadata throws', () => {
  it('shows the error view (and reports it) instead of spinning forever', async () => {
    vi.mocked(loadMetadata).mockRejectedValue(new TypeError('boom'));
    render(<VideoWidget videoId="5001039" />);
    expect(await screen.findByText('Error occured while retriving metadata')).toHaveAttribute(
      'data-video-error',
      'Failure_ID_Invalid',
    );
    expect(window.dataLayer).toEqual([
      expect.objectContaining({
        event: 'Video_Error_Display',
        errorType: 'Failure_ID_Invalid',
        statusCode: '404',
        successFlag: '0',
      }),
    ]);
  });

  it('ignores an AbortError: the loader stays and nothing is reported', async () => {
    vi.mocked(loadMetadata).mockRejectedValue(new DOMException('aborted', 'AbortError'));
    render(<VideoWidget videoId="5001039" />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('status')).toHaveTextContent('Loading video');
    expect(window.dataLayer).toEqual([]);
  });
});
