/** Article-modal pages: what the site's article drawer frames, rendered from the knowledge articles. */
import { readContent, type SandboxRequest, type SandboxResponse } from './http-kit.ts';

interface Article {
  id: string;
  title: string;
  description: string;
  url: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export async function articleModalPage(
  req: SandboxRequest,
  articleId: string,
): Promise<SandboxResponse> {
  const articles = (await readContent(req.contentDir, 'knowledge-articles')) as Article[];
  const article = articles.find((a) => a.id === articleId) ?? {
    id: articleId,
    title: `Support article ${articleId}`,
    description: 'Step-by-step help from our support team.',
    url: '',
  };
  const title = escapeHtml(article.title);
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:24px;color:#333;line-height:1.5}h1{font-size:1.6rem;margin-top:0;color:#001a3c}ol{padding-left:1.25rem}li{margin-bottom:8px}.id{color:#5a5f66;font-size:.875rem}</style>
</head><body><main aria-label="${title}">
<h1>${title}</h1>
<p class="id">Article ${escapeHtml(article.id)}</p>
<p>${escapeHtml(article.description)}</p>
<h2>Before you start</h2>
<p>Make sure your device is charged and connected to Wi-Fi or mobile data.</p>
<h2>Steps</h2>
<ol><li>Open <strong>Settings</strong> on your device.</li><li>Follow the prompts for this task.</li><li>Restart your device when you're done.</li></ol>
<p>Still need help? Contact us from the support page.</p>
</main></body></html>`;
  return { status: 200, text: html, headers: { 'content-type': 'text/html; charset=utf-8' } };
}
