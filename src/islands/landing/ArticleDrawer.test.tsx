// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ArticleDrawer from './ArticleDrawer.tsx';

let links: HTMLElement;
/** Whether the island had already cancelled the last click's navigation. */
let navigationCancelled: boolean | undefined;
const stopNavigation = (event: MouseEvent) => {
  navigationCancelled = event.defaultPrevented;
  event.preventDefault();
};

beforeEach(() => {
  links = document.createElement('div');
  links.innerHTML = `
    <a href="/support/article/wireless/KM1234567/">Reset network settings</a>
    <a href="/support/wireless/plans">Compare plans</a>`;
  document.body.append(links);
  // jsdom cannot navigate; a listener after the island's records whether the island cancelled
  // the navigation, then stops jsdom from trying.
  navigationCancelled = undefined;
  window.addEventListener('click', stopNavigation);
});

afterEach(() => {
  links.remove();
  window.removeEventListener('click', stopNavigation);
});

describe('ArticleDrawer', () => {
  describe('given the article modal flag is on', () => {
    describe('when the visitor clicks an article link', () => {
      it('then a drawer named after the link frames the article-modal page while it loads', async () => {
        const user = userEvent.setup();
        render(<ArticleDrawer enabled />);
        await user.click(screen.getByRole('link', { name: 'Reset network settings' }));
        const drawer = await screen.findByRole('dialog', { name: 'Reset network settings' });
        expect(drawer).toBeInTheDocument();
        expect(screen.getByTitle('Reset network settings')).toHaveAttribute(
          'src',
          '/support/article-modal/wireless/KM1234567/',
        );
        expect(screen.getByRole('status')).toHaveTextContent('Loading article');
      });

      it('then the page does not navigate away', async () => {
        const user = userEvent.setup();
        render(<ArticleDrawer enabled />);
        await user.click(screen.getByRole('link', { name: 'Reset network settings' }));
        expect(navigationCancelled).toBe(true);
      });

      it('then closing the drawer removes it', async () => {
        const user = userEvent.setup();
        render(<ArticleDrawer enabled />);
        await user.click(screen.getByRole('link', { name: 'Reset network settings' }));
        await user.click(await screen.findByRole('button', { name: 'Close article' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      });
    });

    describe('when the visitor clicks a link that is not an article', () => {
      it('then no drawer opens', async () => {
        const user = userEvent.setup();
        render(<ArticleDrawer enabled />);
        await user.click(screen.getByRole('link', { name: 'Compare plans' }));
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        expect(navigationCancelled).toBe(false);
      });
    });
  });

  describe('given the article modal flag is off', () => {
    it('when the visitor clicks an article link, then no drawer opens', async () => {
      const user = userEvent.setup();
      render(<ArticleDrawer enabled={false} />);
      await user.click(screen.getByRole('link', { name: 'Reset network settings' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(navigationCancelled).toBe(false);
    });
  });
});
