// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupFakeTimersUser } from '../../../tests/support/test-timers.ts';
import { Accordion, type AccordionItemData } from './Accordion.tsx';
import { renderInLocale } from '../../../tests/support/locale.tsx';

const items: AccordionItemData[] = [
  {
    title: 'How do I activate my SIM card?',
    body: 'Insert the SIM and follow the prompts.',
    legal: 'Activation fee may apply.',
  },
  { title: 'What is an eSIM?', body: 'A digital SIM built into your phone.', isOpen: true },
  { title: 'How do I find my SIM number?', body: 'It is printed on the SIM card holder.' },
  { title: 'Can I move my SIM to a new phone?', body: 'Yes, if the phone is unlocked.' },
];

const trigger = (name: string) => screen.getByRole('button', { name });

afterEach(() => vi.useRealTimers());

describe('Accordion', () => {
  it('renders headings with buttons that expose expanded state and control their region', () => {
    render(<Accordion heading="SIM card FAQs" items={items} />);
    expect(screen.getByRole('heading', { level: 2, name: 'SIM card FAQs' })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings).toHaveLength(4);
    const first = trigger('How do I activate my SIM card?');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(first.getAttribute('aria-controls') ?? '')).toHaveAttribute(
      'hidden',
    );
    const open = trigger('What is an eSIM?');
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'What is an eSIM?' })).toHaveTextContent(
      'A digital SIM built into your phone.',
    );
  });

  it('marks the heading and the items in the content language, and keeps its controls in the page one', () => {
    const { container } = renderInLocale(
      <Accordion heading="SIM card FAQs" items={items} withExpand contentLang="en" />,
      'es',
    );
    const langOf = (element: Element) => element.closest('[lang]')?.getAttribute('lang');
    expect(langOf(screen.getByRole('heading', { level: 2, name: 'SIM card FAQs' }))).toBe('en');
    expect(langOf(trigger('What is an eSIM?'))).toBe('en');
    expect(langOf(screen.getByRole('region', { name: 'What is an eSIM?' }))).toBe('en');
    // 'Expandir todo': the page's label, read in the page's language (the page sets <html lang>).
    expect(langOf(screen.getByRole('button', { name: /^Expandir/ }))).toBeUndefined();
    expect(container.querySelectorAll('[lang]')).toHaveLength(2);
  });

  it('toggles an item on click and reports each toggle', async () => {
    const onToggle = vi.fn();
    render(<Accordion items={items} onToggle={onToggle} />);
    await userEvent.click(trigger('How do I activate my SIM card?'));
    const region = screen.getByRole('region', { name: 'How do I activate my SIM card?' });
    expect(within(region).getByText('Activation fee may apply.')).toBeInTheDocument();
    expect(onToggle).toHaveBeenLastCalledWith({
      index: 0,
      title: 'How do I activate my SIM card?',
      isOpen: true,
    });
    await userEvent.click(trigger('How do I activate my SIM card?'));
    expect(onToggle).toHaveBeenLastCalledWith({
      index: 0,
      title: 'How do I activate my SIM card?',
      isOpen: false,
    });
  });

  it.each(['{Enter}', ' '])('toggles the focused item with %s', async (key) => {
    render(<Accordion items={items} />);
    const button = trigger('How do I find my SIM number?');
    button.focus();
    await userEvent.keyboard(key);
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps a closing panel visible for the 0.25 s animation, then hides it', async () => {
    const user = setupFakeTimersUser();
    render(<Accordion items={items} />);
    const button = trigger('What is an eSIM?');
    const panel = document.getElementById(
      button.getAttribute('aria-controls') ?? '',
    ) as HTMLElement;
    await user.click(button);
    expect(panel).toHaveAttribute('data-state', 'closed');
    expect(panel).not.toHaveAttribute('hidden');
    act(() => vi.advanceTimersByTime(249));
    expect(panel).not.toHaveAttribute('hidden');
    act(() => vi.advanceTimersByTime(1));
    expect(panel).toHaveAttribute('hidden');
  });

  it('expand all opens every item and the label follows the all-open / all-closed rule', async () => {
    render(<Accordion items={items} withExpand />);
    const control = trigger('Expand all');
    await userEvent.click(control);
    for (const item of items) expect(trigger(item.title)).toHaveAttribute('aria-expanded', 'true');
    expect(control).toHaveTextContent('Collapse all');
    await userEvent.click(control);
    for (const item of items) expect(trigger(item.title)).toHaveAttribute('aria-expanded', 'false');
    expect(control).toHaveTextContent('Expand all');
    // Opening every item one by one also flips the label.
    for (const item of items) await userEvent.click(trigger(item.title));
    expect(control).toHaveTextContent('Collapse all');
    await userEvent.click(trigger(items[0]!.title));
    expect(control).toHaveTextContent('Expand all');
  });

  it('uses custom expand and collapse labels', async () => {
    render(
      <Accordion
        items={items.slice(0, 1)}
        withExpand
        expandAllText="Open all answers"
        collapseAllText="Close all answers"
      />,
    );
    await userEvent.click(trigger('Open all answers'));
    expect(trigger('Close all answers')).toBeInTheDocument();
  });

  it('shows the initial subset and toggles View more / View less', async () => {
    render(<Accordion items={items} initialCount={2} />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    const more = trigger('View more');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(more).toHaveTextContent('View less');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(more);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
  });

  it('has no View more control when the initial count covers every item', () => {
    render(<Accordion items={items} initialCount={4} />);
    expect(screen.queryByRole('button', { name: 'View more' })).not.toBeInTheDocument();
  });

  it('uses the container id', () => {
    const { container } = render(<Accordion items={items} containerId="sim-faq" />);
    expect(container.querySelector('#sim-faq')).not.toBeNull();
  });
});

describe('Accordion in Spanish', () => {
  it('labels expand all / collapse all and view more / view less in Spanish', async () => {
    renderInLocale(<Accordion items={items} withExpand initialCount={2} />, 'es');
    const all = trigger('Expandir todo');
    await userEvent.click(all);
    expect(all).toHaveTextContent('Contraer todo');
    const more = trigger('Ver más');
    await userEvent.click(more);
    expect(more).toHaveTextContent('Ver menos');
  });

  it("keeps the caller's labels over the page language's", () => {
    renderInLocale(<Accordion items={items} withExpand expandAllText="Abrir todas" />, 'es');
    expect(trigger('Abrir todas')).toBeInTheDocument();
  });

  it('says Expand all in English by default', () => {
    render(<Accordion items={items.slice(0, 1)} withExpand />);
    expect(trigger('Expand all')).toBeInTheDocument();
  });
});
