import { lazy, Suspense, useEffect, useState } from 'react';
import {
  articleFrameFor,
  opensArticleDrawer,
  type ArticleFrame,
} from '../../domain/article-links.ts';
import styles from './ArticleDrawer.module.scss?lazy';

export interface ArticleDrawerProps {
  /** The article-modal flag (`articleModal` in src/domain/flags.ts). */
  enabled: boolean;
}

// The drawer's code (dialog hooks included) loads with the first article opened, not before the
// visitor interacts: until then this island is only a click listener.
const Drawer = lazy(() =>
  import('../../ui/Drawer/Drawer.tsx').then((module) => ({ default: module.Drawer })),
);

interface OpenArticle extends ArticleFrame {
  title: string;
}

/**
 * Article links anywhere on the page (every card style) open in a right-side drawer that frames
 * the same-origin article-modal page, instead of navigating away.
 */
export default function ArticleDrawer({ enabled }: ArticleDrawerProps) {
  const [article, setArticle] = useState<OpenArticle | undefined>(undefined);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    if (!enabled) return undefined;
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank') return;
      const href = anchor.getAttribute('href') ?? '';
      if (!opensArticleDrawer(href, enabled)) return;
      const frame = articleFrameFor(href, window.location.origin);
      if (!frame) return;
      event.preventDefault();
      setLoading(true);
      setArticle({ ...frame, title: anchor.textContent?.trim() || 'Support article' });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [enabled]);

  if (!article) return null;
  return (
    <Suspense fallback={null}>
      <Drawer
        key={article.src}
        open
        onClose={() => setArticle(undefined)}
        title={article.title}
        position="right"
        size="medium"
        closeLabel="Close article"
      >
        <div className={styles.articleFrame} data-article-id={article.articleId}>
          {loading ? (
            <div className={styles.spinner} role="status">
              <span className="visually-hidden">Loading article</span>
            </div>
          ) : null}
          <iframe
            title={article.title}
            src={article.src}
            onLoad={() => setLoading(false)}
            className={styles.frame}
            sandbox="allow-same-origin allow-scripts allow-popups allow-forms"
          />
        </div>
      </Drawer>
    </Suspense>
  );
}
