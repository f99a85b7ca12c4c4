/**
 * The static build's watch pages in every language that lives under its code
 * (`src/pages/[locale]/support/videos/[id].astro`): each listed video in each of them.
 * Re-exported by that route; in node mode it renders on demand and the export is unused.
 */
import { getStaticPaths as localePaths } from './locale-static-paths.ts';
import { watchStaticPaths } from './watch-page.ts';

export async function getStaticPaths(): Promise<{ params: { locale: string; id: string } }[]> {
  const videos = await watchStaticPaths();
  return localePaths().flatMap(({ params: { locale } }) =>
    videos.map(({ params: { id } }) => ({ params: { locale, id } })),
  );
}
