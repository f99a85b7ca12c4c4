/** The pre-paint mark as the inline script text the landing page puts in its <head>. */
import { COOKIE } from './cookie-names.ts';
import { markVisitor, type VisitorMarkCookies } from './visitor-mark.ts';

const names: VisitorMarkCookies = {
  authState: COOKIE.authState,
  session: COOKIE.session,
  uuid: COOKIE.uuid,
};

export const VISITOR_MARK_SCRIPT = `(${markVisitor.toString()})(document, ${JSON.stringify(names)});`;
