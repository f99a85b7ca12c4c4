// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupFakeTimersUser } from '../../../tests/support/test-timers.ts';
import { Tabs, type TabData, type TabsProps } from './Tabs.tsx';

const tabsData: TabData[] = [
  { tabName: 'Billing', component: <p>Pay your bill online.</p> },
  { tabName: 'Devices', component: <p>Set up your new phone.</p> },
  { tabName: 'Network', component: <p>Check coverage and outages.</p> },
];

function renderTabs(props: Partial<TabsProps> = {}) {
  const onSelect = vi.fn();
  render(<Tabs name="Help topics" tabsData={tabsData} onSelect={onSelect} {...props} />);
  return { onSelect };
}

const tab = (name: string) => screen.getByRole('tab', { name });

afterEach(() => vi.useRealTimers());

describe('Tabs', () => {
  it('exposes a named tablist whose tabs control labelled panels, first tab selected by default', () => {
    renderTabs();
    expect(screen.getByRole('tablist', { name: 'Help topics' })).toBeInTheDocument();
    expect(tab('Billing')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Devices')).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'Billing' });
    expect(tab('Billing')).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('Pay your bill online.');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('uses a roving tabindex', async () => {
    renderTabs();
    expect(tab('Billing')).toHaveAttribute('tabindex', '0');
    expect(tab('Devices')).toHaveAttribute('tabindex', '-1');
    await userEvent.click(tab('Network'));
    expect(tab('Network')).toHaveAttribute('tabindex', '0');
    expect(tab('Billing')).toHaveAttribute('tabindex', '-1');
  });

  it('honours defaultIndex and the spec defaults', () => {
    const { container } = render(<Tabs name="Topics" tabsData={tabsData} defaultIndex={2} />);
    expect(tab('Network')).toHaveAttribute('aria-selected', 'true');
    const root = container.firstElementChild;
    expect(root).toHaveAttribute('data-selected-color', 'cobalt800');
    expect(root).toHaveAttribute('data-size', 'large');
  });

  it('clicking another tab activates and focuses it and calls onSelect with its index', async () => {
    const onClick = vi.fn();
    const { onSelect } = renderTabs({
      tabsData: tabsData.map((t, i) => (i === 1 ? { ...t, btnWrapperFunction: onClick } : t)),
    });
    await userEvent.click(tab('Devices'));
    expect(tab('Devices')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Devices')).toHaveFocus();
    expect(onSelect).toHaveBeenCalledWith(1);
    expect(onClick).toHaveBeenCalledWith(1);
    expect(screen.getByRole('tabpanel', { name: 'Devices' })).toHaveTextContent(
      'Set up your new phone.',
    );
  });

  it('clicking the active tab only scrolls it into view', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const { onSelect } = renderTabs();
    await userEvent.click(tab('Billing'));
    expect(onSelect).not.toHaveBeenCalled();
    expect(scrollIntoView).toHaveBeenCalled();
    expect(tab('Billing')).toHaveAttribute('aria-selected', 'true');
    // @ts-expect-error jsdom has no scrollIntoView; remove the stub again
    delete Element.prototype.scrollIntoView;
  });

  it('ArrowRight / ArrowLeft move, activate and focus without wrapping; Home and End jump', async () => {
    const { onSelect } = renderTabs();
    tab('Billing').focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('Billing')).toHaveFocus();
    expect(onSelect).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Devices')).toHaveFocus();
    expect(tab('Devices')).toHaveAttribute('aria-selected', 'true');
    expect(onSelect).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('Network')).toHaveFocus();
    expect(tab('Network')).toHaveAttribute('aria-selected', 'true');
    expect(onSelect).toHaveBeenCalledTimes(2);
    await userEvent.keyboard('{Home}');
    expect(tab('Billing')).toHaveFocus();
    expect(onSelect).toHaveBeenLastCalledWith(0);
    await userEvent.keyboard('{End}');
    expect(tab('Network')).toHaveFocus();
    expect(onSelect).toHaveBeenLastCalledWith(2);
  });

  it('Tab moves from the active tab into its panel', async () => {
    renderTabs();
    tab('Billing').focus();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel', { name: 'Billing' })).toHaveFocus();
  });

  it('keeps the previous panel for the 0.5 s slide, then hides it', async () => {
    const user = setupFakeTimersUser();
    renderTabs();
    const billingPanel = document.getElementById(
      tab('Billing').getAttribute('aria-controls') ?? '',
    ) as HTMLElement;
    await user.click(tab('Devices'));
    expect(billingPanel).not.toHaveAttribute('hidden');
    expect(billingPanel).toHaveAttribute('data-motion', 'leave-next');
    expect(billingPanel).toHaveAttribute('inert');
    expect(screen.getByRole('tabpanel', { name: 'Devices' })).toHaveAttribute(
      'data-motion',
      'enter-next',
    );
    act(() => vi.advanceTimersByTime(499));
    expect(billingPanel).not.toHaveAttribute('hidden');
    act(() => vi.advanceTimersByTime(1));
    expect(billingPanel).toHaveAttribute('hidden');
    expect(screen.getByRole('tabpanel', { name: 'Devices' })).not.toHaveAttribute('data-motion');
  });

  it('renders only visited panels when onLoadShowActiveTabContentOnly is set', async () => {
    renderTabs({ onLoadShowActiveTabContentOnly: true });
    expect(screen.queryByText('Set up your new phone.')).not.toBeInTheDocument();
    await userEvent.click(tab('Devices'));
    expect(screen.getByText('Set up your new phone.')).toBeInTheDocument();
  });

  it('renders every panel in the HTML by default (hidden until chosen)', () => {
    renderTabs();
    expect(
      screen.getByText('Set up your new phone.', { ignore: false }).closest('[role="tabpanel"]'),
    ).toHaveAttribute('hidden');
  });

  it('uses tabsComp for panels when components are grouped', () => {
    renderTabs({ isGroupedComponents: true, tabsComp: [<p key="a">Grouped billing content</p>] });
    expect(screen.getByRole('tabpanel', { name: 'Billing' })).toHaveTextContent(
      'Grouped billing content',
    );
  });

  it('uses ariaLabelText as the tab name', () => {
    renderTabs({
      tabsData: [{ tabName: 'Billing', ariaLabelText: 'Billing help topics', component: 'x' }],
    });
    expect(screen.getByRole('tab', { name: 'Billing help topics' })).toBeInTheDocument();
  });

  it("marks a tab name's own language on its tab, not on the list or the panel", () => {
    const { container } = render(
      <Tabs name="Temas de ayuda" tabsData={tabsData.map((data) => ({ ...data, lang: 'en' }))} />,
    );
    expect(tab('Billing')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('tablist')).not.toHaveAttribute('lang');
    expect(screen.getByRole('tabpanel')).not.toHaveAttribute('lang');
    expect(container.querySelectorAll('[lang]')).toHaveLength(tabsData.length);
  });

  it('marks the bar stuck only 250 ms after scrolling settles', () => {
    vi.useFakeTimers();
    const { container } = render(<Tabs name="Topics" tabsData={tabsData} isSticky />);
    const root = container.firstElementChild as HTMLElement;
    root.getBoundingClientRect = () => ({ top: -100, bottom: 400 }) as DOMRect;
    act(() => {
      window.dispatchEvent(new Event('scroll'));
      vi.advanceTimersByTime(249);
    });
    expect(root).not.toHaveAttribute('data-stuck');
    act(() => vi.advanceTimersByTime(1));
    expect(root).toHaveAttribute('data-stuck', 'true');
  });
});

/**
 * jsdom has no layout: each tab gets a box 120 px wide with 4 px gaps, and the scrolling list a
 * 300 px window on its 372 px of tabs. Scrolling (by the arrows or by a tab brought into view)
 * moves scrollLeft and fires the list's scroll event, as a browser does.
 */
function layOut() {
  const list = screen.getByRole('tablist').parentElement as HTMLElement;
  let scrollLeft = 0;
  const scrollTo = (left: number) => {
    scrollLeft = Math.max(0, Math.min(372 - 300, left));
    fireEvent.scroll(list);
  };
  Object.defineProperties(list, {
    clientWidth: { configurable: true, value: 300 },
    scrollWidth: { configurable: true, value: 372 },
    scrollLeft: { configurable: true, get: () => scrollLeft },
    scrollBy: {
      configurable: true,
      value: vi.fn(({ left }: ScrollToOptions) => scrollTo(scrollLeft + (left ?? 0))),
    },
  });
  screen.getAllByRole('tab').forEach((tab, index) => {
    Object.defineProperties(tab, {
      offsetLeft: { configurable: true, value: index * 124 },
      offsetWidth: { configurable: true, value: 120 },
    });
  });
  const revealed: Element[] = [];
  Object.defineProperty(Element.prototype, 'scrollIntoView', {
    configurable: true,
    value(this: HTMLElement) {
      revealed.push(this);
      // Centre the tab in the window, as `inline: 'center'` asks.
      scrollTo(this.offsetLeft + this.offsetWidth / 2 - 150);
    },
  });
  act(() => void window.dispatchEvent(new Event('resize')));
  return { list, revealed };
}

describe('Tabs: the sliding highlight and the overflow arrows (decision 43.8)', () => {
  afterEach(() => Reflect.deleteProperty(Element.prototype, 'scrollIntoView'));

  /** The highlight is decoration (aria-hidden): a sighted visitor sees where it sits. */
  const highlight = () => {
    const element = screen.getByRole('tablist').querySelector('[aria-hidden="true"]');
    if (!(element instanceof HTMLElement)) throw new Error('no highlight');
    return { left: element.style.transform, width: element.style.width };
  };
  /** The arrows are pointer aids, hidden from assistive technology: found as a pointer finds them, by their chevron. */
  const arrowButtons = () => screen.queryAllByRole('button', { hidden: true });
  const kind = (button: HTMLElement) =>
    button.querySelector('path')?.getAttribute('d')?.startsWith('M10') ? 'previous' : 'next';
  const arrows = () => arrowButtons().map(kind);
  const arrow = (which: 'previous' | 'next') => {
    const found = arrowButtons().find((button) => kind(button) === which);
    if (!found) throw new Error(`no ${which} arrow`);
    return found;
  };

  it('slides under the tab chosen by pointer or by keyboard', async () => {
    renderTabs();
    layOut();
    expect(highlight()).toEqual({ left: 'translateX(0px)', width: '120px' });
    await userEvent.click(tab('Devices'));
    expect(highlight()).toEqual({ left: 'translateX(124px)', width: '120px' });
    await userEvent.keyboard('{ArrowRight}');
    expect(highlight()).toEqual({ left: 'translateX(248px)', width: '120px' });
    await userEvent.keyboard('{Home}');
    expect(highlight()).toEqual({ left: 'translateX(0px)', width: '120px' });
  });

  it('shows an arrow on each side that has tabs out of view, and a click scrolls the list', async () => {
    renderTabs();
    const { list } = layOut();
    expect(arrows()).toEqual(['next']);
    await userEvent.click(arrow('next'));
    expect(list.scrollBy).toHaveBeenCalledWith({ left: 240, behavior: 'smooth' });
    expect(arrows()).toEqual(['previous']);
    await userEvent.click(arrow('previous'));
    expect(arrows()).toEqual(['next']);
  });

  it('arrow keys bring the focused tab into view, and the arrows follow the scroll', async () => {
    renderTabs();
    const { revealed } = layOut();
    tab('Billing').focus();
    await userEvent.keyboard('{End}');
    expect(tab('Network')).toHaveFocus();
    expect(revealed.at(-1)).toBe(tab('Network'));
    expect(arrows()).toEqual(['previous']);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(revealed.at(-1)).toBe(tab('Billing'));
    expect(arrows()).toEqual(['next']);
  });

  it('keeps the arrows out of the tab order and the accessibility tree, and focus in the tab list when one is pressed', async () => {
    renderTabs();
    layOut();
    expect(screen.queryByRole('button')).toBeNull();
    expect(arrow('next')).toHaveAttribute('tabindex', '-1');
    await userEvent.click(tab('Devices'));
    await userEvent.click(arrow('next'));
    expect(tab('Devices')).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(document.body).toHaveFocus();
  });
});
