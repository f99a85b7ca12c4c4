/** The pre-paint mark as the inline script text the landing page puts in its <head>. */
import { COOKIE } from './cookie-names.ts';
import { markVisitor, type VisitorMarkCookies } from './visitor-mark.ts';

const names: VisitorMarkCookies = {
  authState: COOKIE.authState,
  session: COOKIE.session,
  uuid: COOKIE.uuid,
};

// Indentation is dropped, line breaks kept (so the code means exactly the same): the text travels in
// every landing page's first round trip.
const source = markVisitor.toString().replace(/\n\s+/g, '\n');

export const VISITOR_MARK_SCRIPT = `(${source})(document, ${JSON.stringify(names)});`;
