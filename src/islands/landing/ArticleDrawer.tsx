import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import {
  articleFrameFor,
  opensArticleDrawer,
  type ArticleFrame,
} from '../../domain/article-links.ts';
import {
  articleDrawerClosed,
  isArticleDrawerClosed,
  type PageLinkArticle,
} from '../../domain/article-page-links.ts';
import { islandText } from '../../domain/i18n/islands.ts';
import { useLocale, withPageLocale } from '../../ui/shared/locale-context.tsx';
import styles from './ArticleDrawer.module.scss?lazy';

export type ArticleDrawerProps =
  | {
      variant?: 'landing';
      /** The article-modal flag (`articleModal` in src/domain/flags.ts). */
      enabled: boolean;
    }
  | {
      /**
       * The drawer an article page frames for one of its in-article links
       * (src/pages/support/article-drawer.astro): open from the start with that article.
       */
      variant: 'article-page-links';
      article: PageLinkArticle;
    };

// The drawer's code (dialog hooks included) loads with the first article opened, not before the
// visitor interacts: until then the landing island is only a click listener.
const Drawer = lazy(() =>
  import('../../ui/Drawer/Drawer.tsx').then((module) => ({ default: module.Drawer })),
);

interface OpenArticle extends ArticleFrame {
  title: string;
}

export default withPageLocale(function ArticleDrawer(props: ArticleDrawerProps) {
  return props.variant === 'article-page-links' ? (
    <ArticlePageLinksDrawer article={props.article} />
  ) : (
    <LandingArticleDrawer enabled={props.enabled} />
  );
});

/**
 * Article links anywhere on the page (every card style) open in a right-side drawer that frames
 * the same-origin article-modal page, instead of navigating away. The framed page may close the
 * drawer with the closed message (src/domain/article-page-links.ts).
 */
function LandingArticleDrawer({ enabled }: { enabled: boolean }) {
  const locale = useLocale();
  const [article, setArticle] = useState<OpenArticle | undefined>(undefined);
  const frame = useRef<HTMLIFrameElement>(null);

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
      const found = articleFrameFor(href, window.location.origin);
      if (!found) return;
      event.preventDefault();
      setArticle({
        ...found,
        title: anchor.textContent?.trim() || islandText(locale).article.untitled,
      });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [enabled, locale]);

  useEffect(() => {
    if (!article) return undefined;
    const onMessage = (event: MessageEvent) => {
      // Only this drawer's own frame may close it: any other window's message is ignored.
      const framed = frame.current?.contentWindow;
      if (!framed || event.source !== framed) return;
      if (isArticleDrawerClosed(event, window.location.origin)) setArticle(undefined);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [article]);

  if (!article) return null;
  return (
    <ArticleFrameDrawer
      key={article.src}
      article={article}
      frame={frame}
      onClose={() => setArticle(undefined)}
    />
  );
}

/**
 * The article-page-links variant: open from the first render with the article its page was given.
 * Closing it informs the article page that framed it (a message to this origin only, never `*`),
 * which removes the frame; opened on its own, it leaves a link to the article's own page.
 */
function ArticlePageLinksDrawer({ article }: { article: PageLinkArticle }) {
  const locale = useLocale();
  const [closed, setClosed] = useState(false);
  const framed = typeof window !== 'undefined' && window.parent !== window;

  const onClose = () => {
    setClosed(true);
    if (framed) window.parent.postMessage(articleDrawerClosed(article), window.location.origin);
  };

  if (!closed) return <ArticleFrameDrawer article={article} onClose={onClose} />;
  if (framed) return null;
  return (
    <p className={styles.closedNote}>
      <a href={article.href}>{islandText(locale).article.readOnItsPage(article.title)}</a>
    </p>
  );
}

interface ArticleFrameDrawerProps {
  article: OpenArticle;
  onClose: () => void;
  frame?: RefObject<HTMLIFrameElement | null>;
}

/** The library's drawer framing one article, with a spinner until the frame has loaded. */
function ArticleFrameDrawer({ article, onClose, frame }: ArticleFrameDrawerProps) {
  const locale = useLocale();
  const [loading, setLoading] = useState(true);
  const texts = islandText(locale).article;
  return (
    <Suspense fallback={null}>
      <Drawer
        open
        onClose={onClose}
        title={article.title}
        position="right"
        size="medium"
        closeLabel={texts.close}
        className={styles.sheet}
      >
        <div className={styles.articleFrame} data-article-id={article.articleId}>
          {loading ? (
            <div className={styles.spinner} role="status">
              <span className="visually-hidden">{texts.loading}</span>
            </div>
          ) : null}
          <iframe
            ref={frame}
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
