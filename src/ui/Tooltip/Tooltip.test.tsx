// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { siteAnalytics } from '../../analytics/data-layer.ts';
import { Tooltip } from './Tooltip.tsx';
import { tooltipPosition, triggerMovedAway, viewportMargin } from './tooltip-position.ts';

const trigger = (left: number, width = 18) => ({ left, top: 200, width, height: 18 });

describe('viewportMargin', () => {
  it.each([
    [1366, 32],
    [601, 32],
    [600, 16],
    [375, 16],
  ])('viewport %i → %i px', (width, margin) => {
    expect(viewportMargin(width)).toBe(margin);
  });
});

describe('triggerMovedAway', () => {
  it.each([
    { name: 'unmoved', now: { left: 300, top: 200 }, moved: false },
    { name: '4 px down (the tolerance)', now: { left: 300, top: 204 }, moved: false },
    { name: '4 px left', now: { left: 296, top: 200 }, moved: false },
    { name: '5 px down', now: { left: 300, top: 205 }, moved: true },
    { name: '5 px up', now: { left: 300, top: 195 }, moved: true },
    { name: '40 px right', now: { left: 340, top: 200 }, moved: true },
  ])('$name → $moved', ({ now, moved }) => {
    expect(triggerMovedAway({ left: 300, top: 200 }, now)).toBe(moved);
  });
});

describe('tooltipPosition', () => {
  it.each([
    {
      name: 'centres over the trigger',
      left: 500,
      vw: 1366,
      boxWidth: 200,
      expected: { left: 409, width: 200, arrowLeft: 100 },
    },
    {
      name: 'caps the width at 320 px',
      left: 500,
      vw: 1366,
      boxWidth: 500,
      expected: { left: 349, width: 320, arrowLeft: 160 },
    },
    {
      name: 'keeps 32 px from the left edge on wide screens',
      left: 10,
      vw: 1366,
      boxWidth: 320,
      expected: { left: 32, width: 320, arrowLeft: 12 },
    },
    {
      name: 'keeps 32 px from the right edge',
      left: 1340,
      vw: 1366,
      boxWidth: 320,
      expected: { left: 1014, width: 320, arrowLeft: 308 },
    },
    {
      name: 'keeps 16 px on narrow screens and shrinks to fit',
      left: 100,
      vw: 320,
      boxWidth: 320,
      expected: { left: 16, width: 288, arrowLeft: 93 },
    },
    {
      name: 'defaults to the 320 px maximum',
      left: 600,
      vw: 1366,
      boxWidth: undefined,
      expected: { left: 449, width: 320, arrowLeft: 160 },
    },
  ])('$name', ({ left, vw, boxWidth, expected }) => {
    expect(
      tooltipPosition({ trigger: trigger(left), viewportWidth: vw, placement: 'bottom', boxWidth }),
    ).toMatchObject(expected);
  });

  it.each([
    ['bottom', undefined, 226],
    ['top', undefined, 192],
    ['top', 4, 196],
  ] as const)('%s placement with offset %s puts the edge at %i', (placement, offset, top) => {
    expect(
      tooltipPosition({ trigger: trigger(500), viewportWidth: 1366, placement, offset }).top,
    ).toBe(top);
  });
});

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
