/**
 * The carrier's upstream endpoints as the sandbox stands them in. Each route answers from the
 * editable content folder (the embedded CMS) or from the scenario switches.
 */
import { contentResponse, type Route } from './http-kit.ts';

export const routes: Route[] = [
  {
    // Content-management feeds: /cms-feed/<feed>.json reads content/<feed>.json.
    method: 'GET',
    pattern: /^\/cms-feed\/(?<feed>[a-z0-9-]+)\.json$/,
    handle: (req, params) => contentResponse(req.contentDir, params['feed'] ?? ''),
  },
];
