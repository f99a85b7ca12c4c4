/**
 * Validates a sitemap against the sitemaps.org XML schema (the copy the sitemap package ships),
 * with the `xhtml:link` alternates search engines read (hreflang): the sitemap schema admits
 * elements of other namespaces strictly, so the xhtml namespace needs a schema of its own. The
 * one the sitemap package names is the whole XHTML 1.0 schema on w3.org (not fetched during a
 * test); this one declares the `link` element as it may appear in a sitemap, and nothing else.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';

const require = createRequire(import.meta.url);

/** `<xhtml:link rel="alternate" hreflang="es" href="…"/>`, every attribute required. */
const XHTML_LINK_XSD = `<?xml version="1.0" encoding="UTF-8"?>
<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema"
            targetNamespace="http://www.w3.org/1999/xhtml"
            elementFormDefault="qualified">
  <xsd:element name="link">
    <xsd:complexType>
      <xsd:attribute name="rel" use="required">
        <xsd:simpleType>
          <xsd:restriction base="xsd:string"><xsd:enumeration value="alternate"/></xsd:restriction>
        </xsd:simpleType>
      </xsd:attribute>
      <xsd:attribute name="hreflang" use="required">
        <xsd:simpleType>
          <xsd:restriction base="xsd:string">
            <xsd:pattern value="x-default|[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*"/>
          </xsd:restriction>
        </xsd:simpleType>
      </xsd:attribute>
      <xsd:attribute name="href" type="xsd:anyURI" use="required"/>
    </xsd:complexType>
  </xsd:element>
</xsd:schema>
`;

/** The sitemap schema and the xhtml link schema together. */
const ALL_XSD = `<?xml version="1.0" encoding="UTF-8"?>
<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema">
  <xsd:import namespace="http://www.sitemaps.org/schemas/sitemap/0.9" schemaLocation="sitemap.xsd"/>
  <xsd:import namespace="http://www.w3.org/1999/xhtml" schemaLocation="xhtml-link.xsd"/>
</xsd:schema>
`;

export async function sitemapSchemaErrors(xml: string): Promise<string[]> {
  // The package exports only its code; its schema folder sits beside package.json.
  const schemaPath = path.join(
    path.dirname(require.resolve('sitemap/package.json')),
    'schema',
    'sitemap.xsd',
  );
  const result = await validateXML({
    xml: [{ fileName: 'sitemap.xml', contents: xml }],
    schema: [{ fileName: 'all.xsd', contents: ALL_XSD }],
    preload: [
      { fileName: 'sitemap.xsd', contents: await readFile(schemaPath, 'utf8') },
      { fileName: 'xhtml-link.xsd', contents: XHTML_LINK_XSD },
    ],
  });
  return result.errors.map((error) => error.rawMessage);
}
