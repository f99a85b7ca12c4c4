/**
 * The pre-paint mark: before the first paint, `<html data-visitor>` says whether the cookies
 * look signed in or recognised, so the cached page's CSS can hold space for the parts that will
 * be personalised. It runs inline in <head> as its own source text, so it imports nothing and
 * must stay one self-contained function; a table test keeps it in step with the real rules.
 */
export interface VisitorMarkCookies {
  authState: string;
  session: string;
  uuid: string;
}

export type VisitorMark = 'signed-in' | 'recognised' | undefined;

export function markVisitor(doc: Document, names: VisitorMarkCookies): VisitorMark {
  const cookies: Record<string, string> = {};
  for (const part of doc.cookie.split(';')) {
    const equals = part.indexOf('=');
    if (equals < 0) continue;
    const name = part.slice(0, equals).trim();
    if (!(name in cookies)) cookies[name] = part.slice(equals + 1).trim();
  }
  const signedIn =
    (cookies[names.authState] ?? '') !== '' || (cookies[names.session] ?? '').includes('Auth');
  const recognised = /^\d{1,10}$/.test(cookies[names.uuid] ?? '');
  const mark: VisitorMark = signedIn ? 'signed-in' : recognised ? 'recognised' : undefined;
  if (mark) doc.documentElement.dataset['visitor'] = mark;
  return mark;
}
