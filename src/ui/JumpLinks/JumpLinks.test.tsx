// @vitest-environment jsdom
import { vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JumpLinks } from './JumpLinks.tsx';
import { renderInLocale } from '../../../tests/support/locale.tsx';

const links = [
  { heading: 'Billing', anchor: 'billing' },
  { heading: 'Devices', anchor: 'devices' },
  { heading: 'Network', anchor: 'network' },
];

function renderWithSections(count = links.length) {
  const utils = render(
    <>
      <JumpLinks links={links.slice(0, count)} copy="Jump to a topic" />
      {links.map((link) => (
        <section key={link.anchor} id={link.anchor}>
          <h2>{link.heading}</h2>
        </section>
      ))}
    </>,
  );
  const setTop = (anchor: string, top: number) => {
    (document.getElementById(anchor) as HTMLElement).getBoundingClientRect = () =>
      ({ top }) as DOMRect;
  };
  return { ...utils, setTop };
}

describe('JumpLinks', () => {
  beforeEach(() => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 1;
    });
    window.scrollTo = vi.fn();
  });

  it('is a named navigation with in-page links and the copy', () => {
    renderWithSections();
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Devices' })).toHaveAttribute('href', '#devices');
    expect(screen.getByText('Jump to a topic')).toBeInTheDocument();
    expect(
      screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'true'),
    ).toHaveLength(1);
  });

  it('uses the small layout up to five links', () => {
    const { container } = renderWithSections();
    expect(container.firstElementChild).toHaveAttribute('data-layout', 'small');
  });

  it('selection follows the scroll position and the bar sticks once scrolled past', () => {
    const { setTop } = renderWithSections();
    setTop('billing', -600);
    setTop('devices', 20);
    setTop('network', 700);
    const placeholder = screen.getByRole('navigation').parentElement as HTMLElement;
    placeholder.getBoundingClientRect = () => ({ top: -300 }) as DOMRect;
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByRole('link', { name: 'Devices' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'Billing' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('navigation')).toHaveAttribute('data-sticky', 'true');
  });

  it('uses the large layout above five links and can opt out of sticking', () => {
    const many = Array.from({ length: 6 }, (_, i) => ({
      heading: `Topic ${i + 1}`,
      anchor: `topic-${i + 1}`,
    }));
    const { container } = render(<JumpLinks links={many} sticky={false} label="Topics" />);
    expect(container.firstElementChild).toHaveAttribute('data-layout', 'large');
    const placeholder = screen.getByRole('navigation', { name: 'Topics' })
      .parentElement as HTMLElement;
    placeholder.getBoundingClientRect = () => ({ top: -300 }) as DOMRect;
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByRole('navigation', { name: 'Topics' })).not.toHaveAttribute('data-sticky');
  });

  it('a click scrolls to the section minus the offset, selects it and moves focus there', async () => {
    const { setTop } = renderWithSections();
    setTop('network', 2000);
    await userEvent.click(screen.getByRole('link', { name: 'Network' }));
    // jsdom is 1024 px wide: bar 56 + spacing 48.
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 2000 - 104 }));
    expect(screen.getByRole('link', { name: 'Network' })).toHaveAttribute('aria-current', 'true');
    expect(document.getElementById('network')).toHaveFocus();
  });
});

describe('JumpLinks with a page-specific offset', () => {
  it('scrolls using the given offset rule and reports a missing section', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const missing = vi.fn();
    render(
      <>
        <JumpLinks
          links={[
            { heading: 'Top solutions', anchor: 'top' },
            { heading: 'Gone', anchor: 'gone' },
          ]}
          scrollOffset={() => 96}
          onMissingTarget={missing}
        />
        <section id="top">
          <h2>Top solutions</h2>
        </section>
      </>,
    );
    (document.getElementById('top') as HTMLElement).getBoundingClientRect = () =>
      ({ top: 500 }) as DOMRect;
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Top solutions' }));
    expect(scrollTo).toHaveBeenCalledWith(
      expect.objectContaining({ top: 500 + window.scrollY - 96 }),
    );
    await user.click(screen.getByRole('link', { name: 'Gone' }));
    expect(missing).toHaveBeenCalledWith('gone');
  });
});

describe('JumpLinks in Spanish', () => {
  it('names its navigation in Spanish', () => {
    renderInLocale(<JumpLinks links={links} />, 'es');
    expect(screen.getByRole('navigation', { name: 'En esta página' })).toBeInTheDocument();
  });
});
