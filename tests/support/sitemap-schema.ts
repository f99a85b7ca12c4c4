/** Validates a sitemap against the sitemaps.org XML schema (the copy the sitemap package ships). */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';

const require = createRequire(import.meta.url);

export async function sitemapSchemaErrors(xml: string): Promise<string[]> {
  // The package exports only its code; its schema folder sits beside package.json.
  const schemaPath = path.join(
    path.dirname(require.resolve('sitemap/package.json')),
    'schema',
    'sitemap.xsd',
  );
  const result = await validateXML({
    xml: [{ fileName: 'sitemap.xml', contents: xml }],
    schema: [{ fileName: 'sitemap.xsd', contents: await readFile(schemaPath, 'utf8') }],
  });
  return result.errors.map((error) => error.rawMessage);
}
