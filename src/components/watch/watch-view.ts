/**
 * What a watch page renders, from what its route loaded (src/server/watch-page.ts): pure, so each
 * rule has its table test. The page for an active video (heading, player slot, chapters,
 * transcript, related videos, head tags) and the pages for a video that is gone, unknown or
 * unavailable (where to go instead).
 */
import type { BreadcrumbEntry } from '../../ui/Breadcrumbs/breadcrumb-rules.ts';
import type { PageMeta } from '../../domain/page-meta.ts';
import {
  DEFAULT_LOCALE,
  LOCALE_TAGS,
  pathInLocale,
  type Locale,
} from '../../domain/i18n/locales.ts';
import { siteText } from '../../domain/i18n/site.ts';
import { watchText } from '../../domain/i18n/watch.ts';
import { SERVICES, landingPathOf, type ServiceDefinition } from '../../domain/services.ts';
import { watchPath, watchPathAt } from '../../domain/video-pages.ts';
import { partStarts } from '../../video/model/chapters.ts';
import { captionTracksOf, chooseCaptionTrack } from '../../video/model/caption-tracks.ts';
import { primaryLanguage } from '../../video/model/language.ts';
import type { VideoMetadata } from '../../video/model/metadata.ts';
import { jsonLd, watchPageVideoObject } from '../../video/model/structured-data.ts';
import { formatTimecode, isoDuration } from '../../video/model/timecode.ts';
import type { WatchModel } from '../../server/watch-page.ts';
import type { EnvironmentName } from '../../domain/environment.ts';
import type { LowRatingHelp } from '../../video/model/low-rating.ts';
import type { AssistantDrawerView } from '../landing/assistant.ts';
import type { SearchWidgetConfig } from '../landing/search.ts';
import { linkRule } from '../landing/view-context.ts';
import { lowRatingHelpFor } from './low-rating-help.ts';
import type { WatchPlayerProps } from '../../islands/watch/WatchPlayer.tsx';

/** A place in the video as a link: its start, shown as m:ss, and the page's address at it. */
export interface TimeLink {
  start: number;
  /** `0:00`, `1:15`. */
  timeText: string;
  /** The `<time datetime>` value: `PT1M15S`. */
  datetime: string;
  /** The watch page at that moment: `/support/videos/9100003?t=75` (no parameter at 0). */
  href: string;
}

export interface ChapterLine extends TimeLink {
  end: number;
  title: string;
}

export interface TranscriptLine extends TimeLink {
  end: number;
  /** The cue's text without markup (`<br>` is a space). */
  text: string;
}

export interface RelatedVideo {
  href: string;
  title: string;
  thumbnail: string;
  durationText: string;
  datetime: string;
  /** `en` when the English texts stand in for the page's language. */
  lang?: 'en';
}

/** The service a video belongs to: a B2B video to the small-business page, any other to /wireless. */
export interface WatchService {
  definition: ServiceDefinition;
  /** The service's landing page in the page's language. */
  landingPath: string;
  /** The landing page's name in links. */
  label: string;
}

/** The player island's props: the poster frame it renders first, and the video it then plays. */
export type PlayerSlot = WatchPlayerProps & { lowRatingHelp: LowRatingHelp };

/** A `<meta property content>` of the head (Open Graph). */
export interface MetaProperty {
  property: string;
  content: string;
}

export interface VideoPageView {
  kind: 'video';
  locale: Locale;
  /** `en` when the English texts stand in for the page's language. */
  lang?: 'en';
  heading: string;
  description: string;
  breadcrumbs: BreadcrumbEntry[];
  player: PlayerSlot;
  chapters: { heading: string; lines: ChapterLine[] };
  /** The transcript's lines; `lang` when its track is in another language than the page. */
  transcript: { heading: string; lines: TranscriptLine[]; lang?: string };
  related: { heading: string; videos: RelatedVideo[] };
  service: WatchService;
  moreHelp: string;
  /** The AI assistant's drawer, when a low rating may offer the assistant. */
  assistantDrawer?: AssistantDrawerView;
  /** Open Graph video tags beyond the page metadata's own (og:type, title, description, url). */
  openGraph: MetaProperty[];
  /** JSON-LD scripts' contents. */
  structuredData: string[];
}

export interface ProblemPageView {
  kind: 'gone' | 'not-found' | 'unavailable';
  locale: Locale;
  title: string;
  heading: string;
  body: string;
  /** The retired video's title (with `lang` when English stands in), so a visitor knows which. */
  videoTitle?: { text: string; lang?: 'en' };
  whereToGo: string;
  links: BreadcrumbEntry[];
  related: { heading: string; videos: RelatedVideo[] };
}

export type WatchView = VideoPageView | ProblemPageView;

const langOf = (video: Pick<VideoMetadata, 'lang'>): { lang?: 'en' } =>
  video.lang === DEFAULT_LOCALE ? { lang: 'en' } : {};

export function watchService(video: Pick<VideoMetadata, 'isB2B'>, locale: Locale): WatchService {
  const texts = watchText(locale);
  return video.isB2B
    ? {
        definition: SERVICES['smb-wireless'],
        landingPath: pathInLocale(landingPathOf(SERVICES['smb-wireless']), locale),
        label: texts.smallBusinessSupport,
      }
    : {
        definition: SERVICES.wireless,
        landingPath: pathInLocale(landingPathOf(SERVICES.wireless), locale),
        label: texts.wirelessSupport,
      };
}

/** Support home, the service's landing page, the video. */
export function watchBreadcrumbs(
  video: Pick<VideoMetadata, 'isB2B' | 'title'>,
  pathname: string,
  locale: Locale,
): BreadcrumbEntry[] {
  const texts = siteText(locale).breadcrumbs;
  const service = watchService(video, locale);
  return [
    { url: video.isB2B ? '/smallbusiness/support' : '/support', text: texts.support },
    { url: service.landingPath, text: texts.wireless },
    { url: pathname, text: video.title },
  ];
}

function timeLink(videoId: string, start: number, locale: Locale): TimeLink {
  const whole = Math.max(0, Math.floor(start));
  return {
    start: whole,
    timeText: formatTimecode(whole),
    datetime: isoDuration(whole),
    href: watchPathAt(videoId, whole, locale),
  };
}

/** A chaptered video's parts as chapters, each from its start on the whole timeline. */
export function chapterLines(
  video: Pick<VideoMetadata, 'id' | 'chapters'>,
  locale: Locale,
): ChapterLine[] {
  const starts = partStarts(video.chapters.map((chapter) => chapter.seconds));
  return video.chapters.map((chapter, index) => {
    const link = timeLink(video.id, starts[index] ?? 0, locale);
    return { ...link, end: Math.floor(link.start + chapter.seconds), title: chapter.title };
  });
}

/** The caption track in the page's language (else English) as transcript lines, one per cue. */
export function transcriptOf(
  video: Pick<VideoMetadata, 'id' | 'captions' | 'captionFile' | 'otherCaptionTracks'>,
  locale: Locale,
): { lines: TranscriptLine[]; lang?: string } {
  const track = chooseCaptionTrack(captionTracksOf(video), locale);
  const lines = track.cues.map((cue) => ({
    ...timeLink(video.id, cue.begin, locale),
    end: cue.end,
    text: cue.text,
  }));
  return primaryLanguage(track.srclang) === locale ? { lines } : { lines, lang: track.srclang };
}

export function relatedVideos(videos: readonly VideoMetadata[], locale: Locale): RelatedVideo[] {
  return videos.map((video) => ({
    href: watchPath(video.id, locale),
    title: video.title,
    thumbnail: video.thumbnail,
    durationText: video.durationText,
    datetime: video.isoDuration,
    ...langOf(video),
  }));
}

/** The poster's and the mp4's frame: B2B media are 640×360, the others 480×270 (`_480`). */
export function mediaSize(video: Pick<VideoMetadata, 'isB2B'>): { width: number; height: number } {
  return video.isB2B ? { width: 640, height: 360 } : { width: 480, height: 270 };
}

const absolute = (url: string, origin: string) => new URL(url, origin).href;

/**
 * Open Graph's video tags: the poster as the image, the first part's mp4 as the video (a chaptered
 * video's own file may not exist). `og:video:secure_url` only for an https address, as it says.
 */
export function openGraphVideo(video: VideoMetadata, origin: string): MetaProperty[] {
  const { width, height } = mediaSize(video);
  const mp4 = (video.chapters[0]?.sources ?? video.sources).find((s) => s.type === 'video/mp4');
  const image = absolute(video.poster, origin);
  const tags: MetaProperty[] = [
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: String(width) },
    { property: 'og:image:height', content: String(height) },
  ];
  if (!mp4) return tags;
  const src = absolute(mp4.src, origin);
  return [
    ...tags,
    { property: 'og:video', content: src },
    ...(src.startsWith('https:') ? [{ property: 'og:video:secure_url', content: src }] : []),
    { property: 'og:video:type', content: 'video/mp4' },
    { property: 'og:video:width', content: String(width) },
    { property: 'og:video:height', content: String(height) },
  ];
}

/** What the video page's view reads of its model beyond the video. */
export interface VideoPageInput {
  videoId: string;
  locale: Locale;
  pathname: string;
  flags: WatchModel['flags'];
  environment: EnvironmentName;
  searchWidget: SearchWidgetConfig;
}

export function videoPageView(
  page: VideoPageInput,
  video: VideoMetadata,
  related: readonly VideoMetadata[],
  origin: string,
): VideoPageView {
  const { videoId, locale, pathname } = page;
  const texts = watchText(locale);
  const service = watchService(video, locale);
  const lang = langOf(video);
  const pageUrl = new URL(pathname, origin).href;
  const structured = watchPageVideoObject(video, {
    url: pageUrl,
    origin,
    inLanguage: LOCALE_TAGS[video.lang ?? locale],
  });
  const { smallBusiness } = service.definition;
  const lowRatingHelp = lowRatingHelpFor({
    service: service.definition,
    flags: page.flags,
    locale,
    link: linkRule({ smallBusiness, environment: page.environment, origin }),
  });
  return {
    kind: 'video',
    locale,
    ...lang,
    heading: video.title,
    description: video.description,
    breadcrumbs: watchBreadcrumbs(video, pathname, locale),
    player: {
      videoId,
      ...(locale === DEFAULT_LOCALE ? {} : { locale }),
      poster: video.poster,
      title: video.title,
      durationText: video.durationText,
      ...(lang.lang ? { titleLang: lang.lang } : {}),
      lowRatingHelp,
    },
    chapters: { heading: texts.chapters, lines: chapterLines(video, locale) },
    transcript: { heading: texts.transcript, ...transcriptOf(video, locale) },
    related: { heading: texts.related, videos: relatedVideos(related, locale) },
    service,
    moreHelp: video.isB2B ? texts.moreHelp.smallBusiness : texts.moreHelp.wireless,
    ...(lowRatingHelp.assistant
      ? {
          assistantDrawer: {
            scriptUrl: page.searchWidget.scriptUrl,
            styleUrl: page.searchWidget.styleUrl,
            searchHref: lowRatingHelp.searchHref,
            ...(locale === DEFAULT_LOCALE ? {} : { locale }),
          },
        }
      : {}),
    openGraph: openGraphVideo(video, origin),
    structuredData: structured ? [jsonLd(structured)] : [],
  };
}

/** Where to go from a page with no video: the service's landing page, or both when unknown. */
function landingLinks(video: Pick<VideoMetadata, 'isB2B'> | undefined, locale: Locale) {
  const services = video
    ? [watchService(video, locale)]
    : [watchService({ isB2B: false }, locale), watchService({ isB2B: true }, locale)];
  return services.map((service) => ({ url: service.landingPath, text: service.label }));
}

export function problemPageView(
  model: Pick<WatchModel, 'locale' | 'answer'>,
): ProblemPageView | undefined {
  const { locale, answer } = model;
  const texts = watchText(locale);
  const common = { locale, whereToGo: texts.whereToGo };
  const none = { heading: texts.gone.others, videos: [] };
  switch (answer.status) {
    case 410:
      return {
        kind: 'gone',
        ...common,
        title: texts.gone.title,
        heading: texts.gone.heading,
        body: texts.gone.body,
        videoTitle: { text: answer.video.title, ...langOf(answer.video) },
        links: landingLinks(answer.video, locale),
        related: { heading: texts.gone.others, videos: relatedVideos(answer.related, locale) },
      };
    case 404:
      return {
        kind: 'not-found',
        ...common,
        title: texts.notFound.title,
        heading: texts.notFound.heading,
        body: texts.notFound.body,
        links: landingLinks(answer.video, locale),
        related: none,
      };
    case 503:
      return {
        kind: 'unavailable',
        ...common,
        title: texts.unavailable.title,
        heading: texts.unavailable.heading,
        body: texts.unavailable.body,
        links: landingLinks(undefined, locale),
        related: none,
      };
    default:
      return undefined;
  }
}

/** The page's view from its model. */
export function buildWatchView(model: WatchModel, origin: string): WatchView {
  const { answer } = model;
  if (answer.status === 200) {
    const page = {
      ...model,
      environment: model.ctx.environment.name,
      searchWidget: model.ctx.config.searchWidget,
    };
    return videoPageView(page, answer.video, answer.related, origin);
  }
  const problem = problemPageView(model);
  if (!problem) throw new Error(`no view for answer ${answer.status}`);
  return problem;
}

/** What the base layout is given: a video's page metadata, or a problem page's title, never indexed. */
export interface WatchLayoutProps {
  meta?: PageMeta;
  title?: string;
  description?: string;
  noindex: boolean;
  locale: Locale;
  environment: string;
}

export function watchLayoutProps(model: WatchModel, view: WatchView): WatchLayoutProps {
  const common = { locale: model.locale, environment: model.ctx.environment.name };
  if (view.kind === 'video' && model.meta) {
    return { ...common, meta: model.meta, noindex: model.ctx.preview };
  }
  const title = view.kind === 'video' ? view.heading : view.title;
  return { ...common, title, description: view.kind === 'video' ? '' : view.body, noindex: true };
}
