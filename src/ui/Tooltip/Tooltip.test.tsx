// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { siteAnalytics } from '../../analytics/data-layer.ts';
import { Tooltip } from './Tooltip.tsx';
import { renderInLocale } from '../../../tests/support/locale.tsx';

describe('Tooltip', () => {
  beforeEach(() => {
    window.dataLayer = [];
    siteAnalytics.reset();
  });

  const setup = () => {
    render(
      <div>
        <p>Your plan includes 5G access.</p>
        <Tooltip tooltipText="5G needs a compatible device and SIM." label="About 5G" />
        <button type="button">Next control</button>
      </div>,
    );
    const button = screen.getByRole('button', { name: 'About 5G' });
    return { button, tip: () => screen.queryByRole('tooltip') };
  };

  it('describes its button with a hidden tooltip, closed by default', () => {
    const { button, tip } = setup();
    expect(tip()).toBeNull();
    const box = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(box).toHaveAttribute('role', 'tooltip');
    expect(button).toHaveAccessibleDescription('5G needs a compatible device and SIM.');
    expect(button.parentElement).toHaveAttribute('data-state', 'closed');
  });

  it('opens on hover and closes when the pointer leaves', async () => {
    const { button, tip } = setup();
    await userEvent.hover(button);
    expect(tip()).toHaveTextContent('5G needs a compatible device and SIM.');
    expect(button.parentElement).toHaveAttribute('data-state', 'hover-open');
    await userEvent.unhover(button);
    expect(tip()).toBeNull();
  });

  it('a click pins it open (hover leaving keeps it) and a second click closes it', async () => {
    const { button, tip } = setup();
    await userEvent.click(button);
    expect(button.parentElement).toHaveAttribute('data-state', 'click-pinned');
    await userEvent.unhover(button);
    expect(tip()).not.toBeNull();
    await userEvent.click(button);
    expect(tip()).toBeNull();
  });

  it.each(['{Enter}', ' '])('opens with %s on the focused button', async (key) => {
    const { button, tip } = setup();
    button.focus();
    await userEvent.keyboard(key);
    expect(tip()).not.toBeNull();
  });

  it('closes on Escape', async () => {
    const { button, tip } = setup();
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(tip()).toBeNull();
  });

  it('closes on blur', async () => {
    const { button, tip } = setup();
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Next control' })).toHaveFocus();
    expect(tip()).toBeNull();
  });

  it('closes on an outside click', async () => {
    const { button, tip } = setup();
    await userEvent.click(button);
    await userEvent.click(screen.getByText('Your plan includes 5G access.'));
    expect(tip()).toBeNull();
  });

  it('closes on window resize', async () => {
    const { button, tip } = setup();
    await userEvent.click(button);
    act(() => {
      fireEvent(window, new Event('resize'));
    });
    expect(tip()).toBeNull();
  });

  describe('given a pinned tooltip, on scroll', () => {
    /** Puts the trigger at `top` in the viewport, as layout would after a scroll. */
    const placeTrigger = (button: HTMLElement, top: number) => {
      button.getBoundingClientRect = () => new DOMRect(300, top, 18, 18);
    };
    const scroll = (target: Node | Window = window) =>
      act(() => {
        fireEvent(target, new Event('scroll'));
      });

    it.each([
      ['the page', 200, 140],
      ['the page by 5 px', 200, 195],
      ['the page upwards', 200, 260],
    ])('closes when %s carries the trigger away', async (_name, openedAt, scrolledTo) => {
      const { button, tip } = setup();
      placeTrigger(button, openedAt);
      await userEvent.click(button);
      placeTrigger(button, scrolledTo);
      scroll();
      expect(tip()).toBeNull();
    });

    it('closes when a scrolling ancestor moves the trigger', async () => {
      const { button, tip } = setup();
      placeTrigger(button, 200);
      await userEvent.click(button);
      placeTrigger(button, 120);
      scroll(document.body);
      expect(tip()).toBeNull();
    });

    it.each([
      ['a scroll event that leaves the trigger where it was', 0],
      ['a nudge of 3 px from the opening tap', 3],
      ['a nudge of 4 px upwards', -4],
    ])('stays open after %s', async (_name, nudge) => {
      const { button, tip } = setup();
      placeTrigger(button, 200);
      await userEvent.click(button);
      placeTrigger(button, 200 + nudge);
      scroll();
      expect(tip()).not.toBeNull();
      expect(button.parentElement).toHaveAttribute('data-state', 'click-pinned');
    });
  });

  it('pushes Link_Click on click', async () => {
    render(
      <Tooltip
        tooltipText="Fees may apply."
        label="About fees"
        id="fees-tip"
        analyticsData={{ linkPosition: 'Plan card' }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'About fees' }));
    expect(window.dataLayer).toEqual([
      {
        event: 'Link_Click',
        action: 'linkClick',
        linkDestinationUrl: '#fees-tip',
        linkName: 'About fees',
        linkPosition: 'Plan card',
        consentState: 'unchecked',
        recognised: false,
        authenticated: false,
      },
    ]);
  });

  it('draws an 18 px icon for the chosen variant', () => {
    render(<Tooltip tooltipText="x" label="Help" iconVariant="SolidCobalt600" />);
    const button = screen.getByRole('button', { name: 'Help' });
    expect(button).toHaveAttribute('data-icon-variant', 'SolidCobalt600');
    const svg = button.querySelector('svg');
    expect(svg).toHaveAttribute('width', '18');
    expect(svg).toHaveAttribute('height', '18');
  });

  it('places the box with the positioning rule, below the trigger when asked', async () => {
    render(<Tooltip tooltipText="x" label="Help" position="bottom" boxWidth={200} />);
    const button = screen.getByRole('button', { name: 'Help' });
    button.getBoundingClientRect = () =>
      ({ left: 500, top: 100, width: 18, height: 18, right: 518, bottom: 118 }) as DOMRect;
    await userEvent.click(button);
    const box = screen.getByRole('tooltip');
    expect(box).toHaveAttribute('data-placement', 'bottom');
    expect(box.style.top).toBe('126px');
    expect(box.style.width).toBe('200px');
  });
});

describe("Tooltip: the box in the window at the spec's breakpoints (§9)", () => {
  // §9's tooltip numbers are a 320 px box kept 32 px from the window's edges when it is wider
  // than 600 px, else 16 px; the box steps there only, not at the 767 and 1024 breakpoints
  // (decision 43.8).
  it.each([
    [320, 16, 288],
    [600, 16, 320],
    [601, 32, 320],
    [767, 32, 320],
    [768, 32, 320],
    [1024, 32, 320],
    [1025, 32, 320],
  ])(
    'in a %i px window it keeps %i px from either edge, %i px wide',
    async (windowWidth, margin, width) => {
      vi.stubGlobal('innerWidth', windowWidth);
      render(<Tooltip tooltipText="5G needs a compatible device." label="About 5G" />);
      const button = screen.getByRole('button', { name: 'About 5G' });
      const at = (left: number) =>
        (button.getBoundingClientRect = () =>
          ({ left, top: 100, width: 18, height: 18, right: left + 18, bottom: 118 }) as DOMRect);
      at(2);
      await userEvent.click(button);
      expect(screen.getByRole('tooltip').style).toMatchObject({
        left: `${margin}px`,
        width: `${width}px`,
      });
      await userEvent.click(button);
      at(windowWidth - 20);
      await userEvent.click(button);
      expect(screen.getByRole('tooltip').style.left).toBe(`${windowWidth - margin - width}px`);
    },
  );
});

describe('Tooltip in Spanish', () => {
  beforeEach(() => {
    window.dataLayer = [];
    siteAnalytics.reset();
  });

  it('names its help button in Spanish, and reports the click by its English name', async () => {
    renderInLocale(<Tooltip tooltipText="Necesita un dispositivo compatible." />, 'es');
    await userEvent.click(screen.getByRole('button', { name: 'Más información' }));
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ linkName: 'More information' }),
    );
  });

  it('is named More information in English by default', () => {
    render(<Tooltip tooltipText="Needs a compatible device." />);
    expect(screen.getByRole('button', { name: 'More information' })).toBeInTheDocument();
  });
});
