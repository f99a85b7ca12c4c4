import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { useStore } from '../island-hooks.ts';
import { Button } from '../../ui/Button/Button.tsx';
import { getJson } from '../../browser/http.ts';
import { $currentService } from '../../stores/service.ts';
import {
  normaliseResults,
  pageQuery,
  PAGE_QUERY_PARAM,
  searchParams,
  SEARCH_PATH,
  type KnowledgeResult,
} from '../../domain/knowledge-search.ts';
import { islandText } from '../../domain/i18n/islands.ts';
import styles from './KnowledgeSearch.module.scss?below-fold';
import clientStyles from './KnowledgeSearch.client.module.scss?lazy';
import { useLocale, withPageLocale, type PageLocaleProp } from '../../ui/shared/locale-context.tsx';

/** What Astro passes: the page's language as well. */
export interface KnowledgeSearchProps extends PageLocaleProp {
  heading: string;
  description?: string | undefined;
  placeholder: string;
  /**
   * Tags the search is narrowed to: the page's opening service. On a page with a service choice
   * the search follows the chosen service instead.
   */
  tags: string[];
  region: string;
  /**
   * The language of the feed's texts here when it is not the page's (`en` for the English block on
   * a Spanish page, src/components/landing/fallback-lang.ts); the controls keep the page's.
   */
  contentLang?: 'en' | undefined;
}

type SearchState =
  | { status: 'idle' }
  | { status: 'searching'; query: string }
  | { status: 'done'; query: string; results: KnowledgeResult[] }
  | { status: 'failed'; query: string };

/** Only same-origin article paths are listed: a result can never send the visitor off-site. */
const onSite = (result: KnowledgeResult) => result.url.startsWith('/');

/** The classic search widget: queries knowledge search on the site's origin and lists articles. */
export default withPageLocale(function KnowledgeSearch({
  heading,
  description,
  placeholder,
  contentLang,
  tags,
  region,
}: KnowledgeSearchProps) {
  const locale = useLocale();
  const texts = islandText(locale).search;
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const inputId = useId();
  const pending = useRef<AbortController | undefined>(undefined);
  const service = useStore($currentService);
  const searchTags = service ? [service.service] : tags;

  // A search still running when the widget goes away is abandoned.
  useEffect(() => () => pending.current?.abort(), []);

  const run = async (query: string) => {
    // A newer search replaces an older one still in flight.
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setState({ status: 'searching', query });
    const result = await getJson(
      SEARCH_PATH,
      searchParams({ description: query, tags: searchTags, region, locale }),
      {
        signal: controller.signal,
      },
    );
    if (!result.ok && result.failure.kind === 'aborted') return;
    setState(
      result.ok
        ? { status: 'done', query, results: normaliseResults(result.data).filter(onSite) }
        : { status: 'failed', query },
    );
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get(PAGE_QUERY_PARAM) ?? '').trim();
    if (query !== '') void run(query);
  };

  // An address with ?q= (a video's 'Search for' offer, or this form sent before its code ran)
  // runs that search on arrival, as if the visitor had sent the form with it. Read here, in the
  // browser: the page's HTML is cached per path.
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const query = pageQuery(window.location.search);
    if (!query || !box.current) return;
    box.current.value = query;
    box.current.form?.requestSubmit();
  }, []);

  return (
    <div className={styles.search}>
      <h2 lang={contentLang}>{heading}</h2>
      {description ? <p lang={contentLang}>{description}</p> : null}
      <form role="search" onSubmit={onSubmit} className={styles.searchForm}>
        <label htmlFor={inputId} className="visually-hidden" lang={contentLang}>
          {placeholder}
        </label>
        <input
          ref={box}
          id={inputId}
          name={PAGE_QUERY_PARAM}
          type="search"
          placeholder={placeholder}
          autoComplete="off"
        />
        {/* The form's submit button: Enter in the box and assistive technology know it. */}
        <Button type="submit" text={texts.submit} />
      </form>
      <div aria-live="polite" className={styles.searchStatus}>
        {state.status === 'searching' ? <p>{texts.searching}</p> : null}
        {state.status === 'failed' ? <p>{texts.failed}</p> : null}
        {state.status === 'done' && state.results.length === 0 ? (
          <p>{texts.noResults(state.query)}</p>
        ) : null}
        {state.status === 'done' && state.results.length > 0 ? (
          <p>{texts.results(state.results.length, state.query)}</p>
        ) : null}
      </div>
      {state.status === 'done' && state.results.length > 0 ? (
        <ul className={clientStyles.results} data-link-position="Search results">
          {state.results.map((result) => (
            <li key={result.id ?? result.url}>
              <a href={result.url}>{result.title}</a>
              {result.description ? <p>{result.description}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
});
