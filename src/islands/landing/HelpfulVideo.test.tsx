// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import HelpfulVideo from './HelpfulVideo.tsx';

vi.mock('../VideoWidget/VideoWidget.tsx', () => ({
  default: ({ videoId }: { videoId: string }) => <p>video {videoId}</p>,
}));

describe('HelpfulVideo', () => {
  it('sends the same placeholder from the server whether or not the widget was loaded before', async () => {
    const page = () => renderToString(<HelpfulVideo videoId="5001039" />);
    const cold = page();
    await import('../VideoWidget/VideoWidget.tsx');
    expect(page()).toBe(cold);
    expect(cold).not.toContain('5001039');
  });

  it('mounts the video widget for its video once in the browser', async () => {
    render(<HelpfulVideo videoId="5001039" />);
    expect(await screen.findByText('video 5001039')).toBeInTheDocument();
  });
});
