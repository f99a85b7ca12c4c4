// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
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
