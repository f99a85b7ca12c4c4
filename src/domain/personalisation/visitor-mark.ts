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
  // The first cookie of a name wins, as in the layer's own parser.
  const read = (name: string) =>
    new RegExp(`(?:^|;)\\s*${name}=([^;]*)`).exec(doc.cookie)?.[1]?.trim() ?? '';
  const signedIn = read(names.authState) !== '' || read(names.session).includes('Auth');
  const recognised = /^\d{1,10}$/.test(read(names.uuid));
  const mark: VisitorMark = signedIn ? 'signed-in' : recognised ? 'recognised' : undefined;
  if (mark) doc.documentElement.dataset['visitor'] = mark;
  return mark;
}
