import { useId, useState, type SubmitEvent } from 'react';
import { searchParams } from '../../feeds/kmservices.ts';
import styles from './landing.module.scss';

export interface KnowledgeSearchProps {
  heading: string;
  description?: string | undefined;
  placeholder: string;
  /** Tags the search is narrowed to (the service). */
  tags: string[];
  region: string;
}

interface Result {
  id?: string;
  title: string;
  description?: string;
  url: string;
}

type SearchState =
  | { status: 'idle' }
  | { status: 'searching'; query: string }
  | { status: 'done'; query: string; results: Result[] }
  | { status: 'failed'; query: string };

function isResult(value: unknown): value is Result {
  const r = value as Partial<Result> | null;
  return typeof r?.title === 'string' && typeof r.url === 'string' && r.url.startsWith('/');
}

/** The classic search widget: queries knowledge search on the site's origin and lists articles. */
export default function KnowledgeSearch({
  heading,
  description,
  placeholder,
  tags,
  region,
}: KnowledgeSearchProps) {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const inputId = useId();

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (query === '') return;
    setState({ status: 'searching', query });
    try {
      const params = new URLSearchParams(searchParams({ description: query, tags, region }));
      const response = await fetch(`/kmservices/v2/search?${params}`, {
        headers: { accept: 'application/json' },
      });
      if (!response.ok) throw new Error(String(response.status));
      const body = (await response.json()) as { results?: unknown };
      const results = Array.isArray(body.results) ? body.results.filter(isResult) : [];
      setState({ status: 'done', query, results });
    } catch {
      setState({ status: 'failed', query });
    }
  };

  return (
    <div className={styles.search}>
      <h2>{heading}</h2>
      {description ? <p>{description}</p> : null}
      <form role="search" onSubmit={(e) => void onSubmit(e)} className={styles.searchForm}>
        <label htmlFor={inputId} className="visually-hidden">
          {placeholder}
        </label>
        <input id={inputId} name="q" type="search" placeholder={placeholder} autoComplete="off" />
        <button type="submit" className={styles.buttonPrimary}>
          Search
        </button>
      </form>
      <div aria-live="polite" className={styles.searchStatus}>
        {state.status === 'searching' ? <p>Searching…</p> : null}
        {state.status === 'failed' ? (
          <p>Search is unavailable right now. Please try again.</p>
        ) : null}
        {state.status === 'done' && state.results.length === 0 ? (
          <p>No results for “{state.query}”.</p>
        ) : null}
        {state.status === 'done' && state.results.length > 0 ? (
          <p>
            {state.results.length} {state.results.length === 1 ? 'result' : 'results'} for “
            {state.query}”
          </p>
        ) : null}
      </div>
      {state.status === 'done' && state.results.length > 0 ? (
        <ul className={styles.results} data-link-position="Search results">
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
}
