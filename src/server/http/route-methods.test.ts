import { describe, expect, it } from 'vitest';
import { allowedMethods } from './route-methods.ts';

describe('allowedMethods', () => {
  it.each([
    ['/wireless', ['GET', 'HEAD']],
    ['/smallbusiness/wireless', ['GET', 'HEAD']],
    ['/gallery', ['GET', 'HEAD']],
    ['/_astro/index.js', ['GET', 'HEAD']],
    ['/support/article-modal/x', ['GET', 'HEAD']],
    ['/api/publish', ['POST']],
    ['/api/publisher', ['GET', 'HEAD']],
    ['/msapi/x', ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']],
    ['/kmservices/search', ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']],
    ['/idpcms/v1/x', ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']],
    ['/acctmgmt/signin', ['GET', 'HEAD', 'POST']],
    ['/msapix', ['GET', 'HEAD']],
  ])('%s → %j', (path, methods) => {
    expect(allowedMethods(path)).toEqual(methods);
  });
});
