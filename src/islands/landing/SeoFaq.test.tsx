// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { siteAnalytics } from '../../analytics/data-layer.ts';
import SeoFaq from './SeoFaq.tsx';

const QUESTION = 'How do I fix no service on my phone?';
const items = [
  { title: QUESTION, body: '<p>Restart it first.</p>' },
  { title: 'Why is my data slow?', body: '<p>Check coverage.</p>', legal: 'Terms apply.' },
];

beforeEach(() => {
  window.dataLayer = [];
  siteAnalytics.reset();
});

const accordionClicks = () =>
  (window.dataLayer ?? []).filter(
    (event) => (event as { linkPosition?: string }).linkPosition === 'SEO accordion',
  );

describe('SeoFaq', () => {
  it('shows the heading and every question collapsed', () => {
    render(<SeoFaq heading="Wireless FAQ" items={items} />);
    expect(screen.getByRole('heading', { name: 'Wireless FAQ' })).toBeInTheDocument();
    const question = screen.getByRole('button', { name: QUESTION });
    expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  describe('when the visitor expands and collapses a question', () => {
    it('then each toggle is reported as a Link_Click with its action', async () => {
      const user = userEvent.setup();
      render(<SeoFaq heading="Wireless FAQ" items={items} />);
      const question = screen.getByRole('button', { name: QUESTION });
      await user.click(question);
      expect(question).toHaveAttribute('aria-expanded', 'true');
      await user.click(question);
      expect(question).toHaveAttribute('aria-expanded', 'false');
      expect(accordionClicks()).toEqual([
        expect.objectContaining({
          event: 'Link_Click',
          linkName: QUESTION,
          linkDestinationUrl: '#',
          accordionAction: 'expand',
        }),
        expect.objectContaining({ linkName: QUESTION, accordionAction: 'collapse' }),
      ]);
    });
  });
});
