// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLogSink, type LogSink } from '../../domain/log.ts';
import LandingJumpLinks from './LandingJumpLinks.tsx';

const links = [
  { heading: 'Top solutions', anchor: 'topSolutionsSection' },
  { heading: 'Contact us', anchor: 'contactUsHeading' },
];

describe('LandingJumpLinks', () => {
  it('lists each section as a link in the "Jump to a section" navigation', () => {
    render(<LandingJumpLinks links={links} />);
    const nav = screen.getByRole('navigation', { name: 'Jump to a section' });
    const anchors = within(nav).getAllByRole('link');
    expect(anchors.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Top solutions', '#topSolutionsSection'],
      ['Contact us', '#contactUsHeading'],
    ]);
  });

  describe('given a section missing from the page', () => {
    it('when its link is chosen, then "Document not found." is logged', async () => {
      const sink = vi.fn<LogSink>();
      const restore = setLogSink(sink);
      try {
        const user = userEvent.setup();
        render(<LandingJumpLinks links={links} />);
        await user.click(screen.getByRole('link', { name: 'Contact us' }));
        expect(sink).toHaveBeenCalledWith('error', 'scroll', 'Document not found.');
      } finally {
        restore();
      }
    });
  });

  describe('given the section is on the page', () => {
    it('when its link is chosen, then the page scrolls to it below the header offset', async () => {
      const target = document.createElement('h2');
      target.id = 'contactUsHeading';
      document.body.append(target);
      const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
      try {
        const user = userEvent.setup();
        render(<LandingJumpLinks links={links} />);
        await user.click(screen.getByRole('link', { name: 'Contact us' }));
        // jsdom is 1024 px wide: a 56 px header plus 32.
        expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: -88 }));
      } finally {
        target.remove();
      }
    });
  });
});

describe('LandingJumpLinks in Spanish', () => {
  it('names the jump links in Spanish', () => {
    render(
      <LandingJumpLinks
        locale="es"
        links={[{ heading: 'Soluciones principales', anchor: 'topSolutionsSection' }]}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Ir a una sección' })).toBeInTheDocument();
  });
});
