// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import KnowledgeSearch from './KnowledgeSearch.tsx';

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

const answer = (body: unknown, status = 200) =>
  fetchMock.mockResolvedValue(new Response(JSON.stringify(body), { status }));

function renderSearch() {
  render(
    <KnowledgeSearch
      heading="Search support"
      description="Find articles and guides"
      placeholder="Search wireless support"
      tags={['topic_wireless0']}
      region="us"
    />,
  );
  return { box: screen.getByRole('searchbox', { name: 'Search wireless support' }) };
}

async function search(text: string) {
  const user = userEvent.setup();
  const { box } = renderSearch();
  await user.type(box, text);
  await user.click(screen.getByRole('button', { name: 'Search' }));
  return user;
}

describe('KnowledgeSearch', () => {
  it('shows its heading and an empty search form', () => {
    renderSearch();
    expect(screen.getByRole('heading', { name: 'Search support' })).toBeInTheDocument();
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  describe('given knowledge search answers with articles', () => {
    beforeEach(() =>
      answer({
        results: [
          {
            id: 'a',
            title: 'Unlock your phone',
            description: 'Steps to unlock',
            url: '/support/article/a',
          },
          { id: 'b', title: 'Unlock a tablet', url: '/support/article/b' },
          { id: 'c', title: 'Off-site article', url: 'https://elsewhere.example/c' },
          { id: 'd', title: '', url: '/support/article/d' },
        ],
      }),
    );

    it('when the visitor searches, then it asks the site origin with the service tags and region', async () => {
      await search('  unlock  ');
      await screen.findByText(/results for/);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      const url = new URL(fetchMock.mock.calls[0]?.[0] ?? '', 'https://site.example');
      expect(url.pathname).toBe('/kmservices/v2/search');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        contentTypes: 'instruct,parent-instruct,breakfix,weblink',
        description: 'unlock',
        tags: 'topic_wireless0',
        region: 'us',
      });
    });

    it('when the visitor searches, then on-site articles with a title are listed as links', async () => {
      await search('unlock');
      expect(await screen.findByText('2 results for “unlock”')).toBeInTheDocument();
      const links = screen.getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual([
        'Unlock your phone',
        'Unlock a tablet',
      ]);
      expect(screen.getByRole('link', { name: 'Unlock your phone' })).toHaveAttribute(
        'href',
        '/support/article/a',
      );
      expect(screen.getByText('Steps to unlock')).toBeInTheDocument();
    });

    it("then the Search button is the form's submit button", () => {
      renderSearch();
      const form = screen.getByRole('search');
      const button = screen.getByRole('button', { name: 'Search' });
      expect(button).toHaveAttribute('type', 'submit');
      expect(form).toContainElement(button);
    });

    it('when the visitor presses Enter in the box, then the form is submitted by its Search button', async () => {
      const user = userEvent.setup();
      const { box } = renderSearch();
      const submitted = vi.fn((event: SubmitEvent) => event.submitter);
      screen.getByRole('search').addEventListener('submit', submitted);
      await user.type(box, 'unlock{Enter}');
      expect(await screen.findByText('2 results for “unlock”')).toBeInTheDocument();
      expect(submitted).toHaveReturnedWith(screen.getByRole('button', { name: 'Search' }));
    });

    it('when the visitor presses Enter in the box, then it searches too', async () => {
      const user = userEvent.setup();
      const { box } = renderSearch();
      await user.type(box, 'unlock{Enter}');
      expect(await screen.findByText('2 results for “unlock”')).toBeInTheDocument();
    });
  });

  describe('given knowledge search finds nothing', () => {
    it('then it says there are no results for the query', async () => {
      answer({ results: [] });
      await search('zzz');
      expect(await screen.findByText('No results for “zzz”.')).toBeInTheDocument();
    });
  });

  describe('given knowledge search fails', () => {
    it('when it answers 500, then the visitor is told search is unavailable', async () => {
      answer({ message: 'down' }, 500);
      await search('unlock');
      expect(
        await screen.findByText('Search is unavailable right now. Please try again.'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('list')).not.toBeInTheDocument();
    });

    it('when the network fails, then the visitor is told search is unavailable', async () => {
      fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
      await search('unlock');
      expect(
        await screen.findByText('Search is unavailable right now. Please try again.'),
      ).toBeInTheDocument();
    });
  });

  describe('given an empty query', () => {
    it('then nothing is requested', async () => {
      await search('   ');
      expect(fetchMock).not.toHaveBeenCalled();
      expect(screen.queryByText('Searching…')).not.toBeInTheDocument();
    });
  });
});
