// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cleanStores } from 'nanostores';
import { $currentService } from '../../stores/service.ts';
import KnowledgeSearch, { type KnowledgeSearchProps } from './KnowledgeSearch.tsx';
import ServiceTabs from './ServiceTabs.tsx';

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

const answer = (body: unknown, status = 200) =>
  fetchMock.mockResolvedValue(new Response(JSON.stringify(body), { status }));

function renderSearch(page: Pick<KnowledgeSearchProps, 'locale' | 'contentLang'> = {}) {
  render(
    <KnowledgeSearch
      heading="Search support"
      description="Find articles and guides"
      placeholder="Search wireless support"
      tags={['topic_wireless0']}
      region="us"
      {...page}
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

  it("marks the feed's English texts on a Spanish page, and not its own labels or the results", () => {
    renderSearch({ locale: 'es', contentLang: 'en' });
    const langOf = (element: Element) => element.closest('[lang]')?.getAttribute('lang');
    expect(langOf(screen.getByRole('heading', { name: 'Search support' }))).toBe('en');
    expect(langOf(screen.getByText('Find articles and guides'))).toBe('en');
    expect(langOf(screen.getByText('Search wireless support', { selector: 'label' }))).toBe('en');
    expect(langOf(screen.getByRole('button', { name: 'Buscar' }))).toBeUndefined();
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

describe('KnowledgeSearch given an address that asks for a search (?q=)', () => {
  beforeEach(() => answer({ results: [{ id: 'a', title: 'Restart', url: '/support/article/a' }] }));
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('then it runs that search on arrival, with the query in the box', async () => {
    window.history.replaceState(null, '', '/wireless?q=How+to+restart+your+phone#search-support');
    const { box } = renderSearch();
    expect(await screen.findByText('1 result for “How to restart your phone”')).toBeInTheDocument();
    expect(box).toHaveValue('How to restart your phone');
    expect(fetchMock).toHaveBeenCalledOnce();
    const url = new URL(fetchMock.mock.calls[0]?.[0] ?? '', 'https://site.example');
    expect(url.searchParams.get('description')).toBe('How to restart your phone');
  });

  it('then an empty query asks nothing', () => {
    window.history.replaceState(null, '', '/wireless?q=%20&utm_source=mail');
    const { box } = renderSearch();
    expect(box).toHaveValue('');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('KnowledgeSearch on the small-business page', () => {
  /** Per-service blocks as the server renders them, each with its service's values. */
  const blocks = `
    <section data-service="smb-wireless" data-service-alias="smbwireless"
      data-navigation-tree="smallbusiness/support/wireless" data-chat-enabled="false"
      data-tab-name="Fixed Wireless" data-genai-alias="smbwireless">Fixed Wireless help</section>
    <section data-service="smb-internet-air" data-service-alias="smbinternetair"
      data-navigation-tree="smallbusiness/support/internet-air" data-chat-enabled="false"
      data-tab-name="Internet Air" data-genai-alias="smbinternetair" hidden>Internet Air help</section>`;

  beforeEach(() => {
    // A fresh answer for each search (a body is read once).
    fetchMock.mockImplementation(() => Promise.resolve(Response.json({ results: [] })));
    const panel = document.body.appendChild(document.createElement('div'));
    panel.id = 'service-panel';
    panel.innerHTML = blocks;
  });
  afterEach(() => {
    cleanStores($currentService);
    $currentService.set(undefined);
    document.body.innerHTML = '';
  });

  const tagsOfCall = (index: number) =>
    new URL(fetchMock.mock.calls[index]?.[0] ?? '', 'https://site.example').searchParams.get(
      'tags',
    );

  async function searchFor(user: ReturnType<typeof userEvent.setup>, text: string) {
    const box = screen.getByRole('searchbox', { name: 'Search business support' });
    await user.clear(box);
    await user.type(box, text);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText(`No results for “${text}”.`);
  }

  it('when the visitor switches to Internet Air, then the search asks with the Internet Air tag', async () => {
    const user = userEvent.setup();
    render(
      <>
        <ServiceTabs
          blocksId="service-panel"
          tabs={[
            { service: 'smb-wireless', label: 'Fixed Wireless', controls: [] },
            { service: 'smb-internet-air', label: 'Internet Air', controls: [] },
          ]}
        />
        <KnowledgeSearch
          heading="Search support"
          placeholder="Search business support"
          tags={['smb-wireless']}
          region="US"
        />
      </>,
    );
    await searchFor(user, 'router');
    expect(tagsOfCall(0)).toBe('smb-wireless');
    await user.click(screen.getByRole('radio', { name: 'Internet Air' }));
    await searchFor(user, 'modem');
    expect(tagsOfCall(1)).toBe('smb-internet-air');
    await user.click(screen.getByRole('radio', { name: 'Fixed Wireless' }));
    await searchFor(user, 'signal');
    expect(tagsOfCall(2)).toBe('smb-wireless');
  });

  it('when no service has been chosen yet, then it asks with the service whose blocks the page shows', async () => {
    const user = userEvent.setup();
    const panel = document.getElementById('service-panel') as HTMLElement;
    // The page shows Internet Air's blocks while the island's props name the opening service:
    // the search follows what the page shows.
    for (const block of panel.querySelectorAll('section')) block.toggleAttribute('hidden');
    render(
      <KnowledgeSearch
        heading="Search support"
        placeholder="Search business support"
        tags={['smb-wireless']}
        region="US"
      />,
    );
    await searchFor(user, 'router');
    expect(tagsOfCall(0)).toBe('smb-internet-air');
  });
});

describe('KnowledgeSearch in Spanish', () => {
  async function searchInSpanish(answered: Response) {
    fetchMock.mockResolvedValue(answered);
    const user = userEvent.setup();
    render(
      <KnowledgeSearch
        heading="Buscar en Soporte"
        placeholder="Buscar en Soporte"
        tags={['wireless']}
        region="US"
        locale="es"
      />,
    );
    await user.type(screen.getByRole('searchbox', { name: 'Buscar en Soporte' }), 'sin señal');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
  }

  it('asks for Spanish articles and counts them in Spanish', async () => {
    await searchInSpanish(
      Response.json({
        results: [
          { id: 'a', title: 'Sin señal', url: '/support/article/a' },
          { id: 'b', title: 'Llamadas', url: '/support/article/b' },
        ],
      }),
    );
    expect(await screen.findByText('2 resultados para “sin señal”')).toBeInTheDocument();
    const asked = new URL(String(fetchMock.mock.calls[0]?.[0]), 'https://site.example');
    expect(asked.searchParams.get('locale')).toBe('es-US');
  });

  it('says in Spanish when nothing matches', async () => {
    await searchInSpanish(Response.json({ results: [] }));
    expect(await screen.findByText('No hay resultados para “sin señal”.')).toBeInTheDocument();
  });

  it('says in Spanish when the search fails', async () => {
    await searchInSpanish(new Response('{}', { status: 503 }));
    expect(
      await screen.findByText(
        'La búsqueda no está disponible en este momento. Vuelva a intentarlo.',
      ),
    ).toBeInTheDocument();
  });
});
