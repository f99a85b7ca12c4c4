// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { EndScreen, type EndScreenProps } from './EndScreen.tsx';
import { CommonSchema, deriveMetadata } from '../../../../video/model/metadata.ts';
import { renderInPlayer } from '../../../../../tests/support/player-context.tsx';

const video = (id: string, windowTitle: string, length: string) =>
  deriveMetadata(
    CommonSchema.parse({
      adminDisplay: `wls_${id}`,
      folderPath: 'support/videos',
      windowTitle,
      length,
    }),
    { requestedId: id, mediaHost: '/media' },
  );
const related = [
  video('5000858', 'Set up Wi-Fi Calling', '0:12'),
  video('5001172', 'Unlock your device', '0:10'),
];

function setup(props: Partial<EndScreenProps> = {}) {
  const onChoose = vi.fn();
  const onReplay = vi.fn();
  const { view } = renderInPlayer(
    <EndScreen related={related} onChoose={onChoose} onReplay={onReplay} {...props} />,
  );
  const list = screen.getByRole('region', { name: 'Related Videos:' });
  return { ...view, list, onChoose, onReplay, user: userEvent.setup() };
}

describe('EndScreen: related videos as recommended poster tiles', () => {
  it('each tile has one control, its invisible full-tile button, named by the video', () => {
    const { list } = setup();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items.map((item) => within(item).getAllByRole('button').length)).toEqual([1, 1]);
    const first = within(items[0] as HTMLElement).getByRole('button');
    expect(first).toHaveAccessibleName('Play video: Set up Wi-Fi Calling');
    expect(first).toHaveAttribute('data-recommended', 'true');
    // No play icon on a recommended tile; its title and duration show beside it.
    expect(first).toBeEmptyDOMElement();
    expect(within(items[0] as HTMLElement).getByText('Set up Wi-Fi Calling')).toBeVisible();
    expect(within(items[0] as HTMLElement).getByText('0:12')).toBeVisible();
    // The poster is decorative: the button names the video.
    expect(within(list).queryAllByRole('img')).toEqual([]);
    expect(list.querySelector('img')).toHaveAttribute(
      'src',
      '/media/support/videos/wls_5000858/wls_5000858_480.jpg',
    );
  });

  it('a key or a click on a tile chooses that video, with the event for its action code', async () => {
    const { list, onChoose, user } = setup();
    const first = within(list).getByRole('button', { name: 'Play video: Set up Wi-Fi Calling' });
    const second = within(list).getByRole('button', { name: 'Play video: Unlock your device' });
    // One tab stop per tile, in order, then Replay.
    await user.tab();
    expect(first).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChoose).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: '5000858' }),
      expect.anything(),
    );
    await user.tab();
    expect(second).toHaveFocus();
    await user.keyboard(' ');
    expect(onChoose).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: '5001172' }),
      expect.anything(),
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Replay video' })).toHaveFocus();
    await user.click(first);
    expect(onChoose).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: '5000858' }),
      expect.objectContaining({ type: 'click' }),
    );
    expect(onChoose).toHaveBeenCalledTimes(3);
  });

  it('Replay stays after the tiles', async () => {
    const { onReplay, user } = setup();
    const replay = screen.getByRole('button', { name: 'Replay video' });
    expect(replay).toHaveTextContent('Replay');
    await user.click(replay);
    expect(onReplay).toHaveBeenCalledOnce();
  });

  it('names the tiles in Spanish on a Spanish page', () => {
    renderInPlayer(<EndScreen related={related} onChoose={() => {}} onReplay={() => {}} />, {
      locale: 'es',
    });
    const list = screen.getByRole('region', { name: 'Videos relacionados:' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      expect.stringContaining('Set up Wi-Fi Calling'),
      expect.stringContaining('Unlock your device'),
    ]);
  });

  it('marks the tile being chosen while its metadata loads', () => {
    const { list } = setup({ choosing: '5001172' });
    expect(list).toHaveAttribute('aria-busy', 'true');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-choosing'))).toEqual([null, 'true']);
  });

  it('has no axe violations', async () => {
    const { container } = setup();
    const scan = await axe.run(container, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      rules: { region: { enabled: false } },
    });
    expect(scan.violations).toEqual([]);
  });
});
