// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import type { HelpfulSection, HelpfulTab } from '../../domain/helpful-info.ts';
import HelpfulInfo from './HelpfulInfo.tsx';

const section = (title: string, extra: Partial<HelpfulSection> = {}): HelpfulSection => ({
  title,
  description: `${title} description`,
  media: { kind: 'image', src: '/images/x.svg', alt: `${title} picture` },
  links: [{ text: `${title} guide`, href: `/support/${title.toLowerCase()}` }],
  buttons: [],
  ...extra,
});

const tabs: HelpfulTab[] = [
  {
    title: 'Billing',
    sections: [
      section('Pay', {
        buttons: [
          { label: 'Pay now', href: '/pay', variant: 'primary' },
          { label: 'See plans', href: '/plans', variant: 'secondary' },
        ],
      }),
    ],
    lockAlert: { title: 'Your account is locked', url: '/unlock' },
  },
  { title: 'Devices', sections: [section('Setup')] },
];

const renderInfo = (given: HelpfulTab[] = tabs) =>
  render(<HelpfulInfo heading="Helpful info" headingId="moreHelpHeading" tabs={given} />);

describe('HelpfulInfo', () => {
  describe('given several tabs', () => {
    it('then each is a tab and the first one’s sections show', () => {
      renderInfo();
      expect(screen.getByRole('heading', { level: 2, name: 'Helpful info' })).toHaveAttribute(
        'id',
        'moreHelpHeading',
      );
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
        'Billing',
        'Devices',
      ]);
      const panel = screen.getByRole('tabpanel');
      expect(within(panel).getByRole('heading', { name: 'Pay' })).toBeInTheDocument();
      expect(within(panel).getByRole('link', { name: 'Pay guide' })).toHaveAttribute(
        'href',
        '/support/pay',
      );
    });

    it('then section buttons are the library’s buttons: the first primary, the second secondary', () => {
      renderInfo();
      const panel = screen.getByRole('tabpanel');
      expect(within(panel).getByRole('link', { name: 'Pay now' })).toHaveAttribute(
        'data-variant',
        'primary',
      );
      expect(within(panel).getByRole('link', { name: 'See plans' })).toHaveAttribute(
        'data-variant',
        'secondary',
      );
    });

    it('then a locked account shows its alert with the unlock link', () => {
      renderInfo();
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('Your account is locked');
      expect(within(alert).getByRole('link', { name: 'Unlock your account' })).toHaveAttribute(
        'href',
        '/unlock',
      );
    });

    describe('when the visitor chooses another tab', () => {
      it('then that tab’s sections show instead', async () => {
        const user = userEvent.setup();
        renderInfo();
        await user.click(screen.getByRole('tab', { name: 'Devices' }));
        const panel = screen.getByRole('tabpanel');
        expect(within(panel).getByRole('heading', { name: 'Setup' })).toBeInTheDocument();
        expect(within(panel).queryByRole('heading', { name: 'Pay' })).not.toBeInTheDocument();
      });
    });
  });

  describe('given a single tab', () => {
    it('then its sections show without a tab bar', () => {
      renderInfo([{ title: 'Devices', sections: [section('Setup')] }]);
      expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Setup' })).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'Setup picture' })).toHaveAttribute(
        'src',
        '/images/x.svg',
      );
    });
  });

  describe('given a video section', () => {
    const withVideo: HelpfulTab[] = [
      {
        title: 'Videos',
        sections: [section('Watch', { media: { kind: 'video', videoId: '5001039' } })],
      },
    ];

    it('then the server sends the same placeholder whether or not the widget was loaded before', async () => {
      const page = () =>
        renderToString(<HelpfulInfo heading="Helpful info" headingId="h" tabs={withVideo} />);
      const cold = page();
      await import('../VideoWidget/VideoWidget.tsx');
      expect(page()).toBe(cold);
      expect(cold).not.toContain('data-video-id');
    });
  });
});
