/**
 * Validates a sitemap against the sitemaps.org XML schema (the copy the sitemap package ships),
 * with the `xhtml:link` alternates search engines read (hreflang) and Google's video extension
 * (`video:video`): the sitemap schema admits elements of other namespaces strictly, so each
 * namespace needs a schema of its own. The one the sitemap package names for xhtml is the whole
 * XHTML 1.0 schema on w3.org (not fetched during a test); this one declares the `link` element as
 * it may appear in a sitemap, and nothing else. The package ships no video schema: the one here
 * is written from Google's video sitemap reference (its tags, their types and limits).
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

/**
 * Google's video sitemap extension, version 1.1. `video:video` holds, in this order: the
 * thumbnail, title and description (required); the media file (`content_loc`), the player
 * (`player_loc`) or both, at least one; then the optional duration (whole seconds, 1 to 28 800),
 * expiration date, rating (0.0 to 5.0), view count, publication date, family-friendly flag,
 * country restriction and platform (each with its `relationship`), subscription flag, uploader,
 * live flag and up to 32 tags. URLs are absolute http(s); a description is at most 2048
 * characters; dates are W3C dates, a date-time with its time zone.
 */
const VIDEO_XSD = `<?xml version="1.0" encoding="UTF-8"?>
<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema"
            xmlns="http://www.google.com/schemas/sitemap-video/1.1"
            targetNamespace="http://www.google.com/schemas/sitemap-video/1.1"
            elementFormDefault="qualified">
  <xsd:simpleType name="tUrl">
    <xsd:restriction base="xsd:anyURI">
      <xsd:pattern value="https?://\\S+"/>
      <xsd:maxLength value="2048"/>
    </xsd:restriction>
  </xsd:simpleType>
  <xsd:simpleType name="tText">
    <xsd:restriction base="xsd:string">
      <xsd:minLength value="1"/>
      <xsd:pattern value="[\\s\\S]*\\S[\\s\\S]*"/>
    </xsd:restriction>
  </xsd:simpleType>
  <xsd:simpleType name="tDate">
    <xsd:union>
      <xsd:simpleType>
        <xsd:restriction base="xsd:date">
          <xsd:pattern value="\\d{4}-\\d{2}-\\d{2}"/>
        </xsd:restriction>
      </xsd:simpleType>
      <xsd:simpleType>
        <xsd:restriction base="xsd:dateTime">
          <xsd:pattern value=".+T.+(Z|[+\\-]\\d{2}:\\d{2})"/>
        </xsd:restriction>
      </xsd:simpleType>
    </xsd:union>
  </xsd:simpleType>
  <xsd:simpleType name="tYesNo">
    <xsd:restriction base="xsd:string">
      <xsd:enumeration value="yes"/>
      <xsd:enumeration value="no"/>
    </xsd:restriction>
  </xsd:simpleType>
  <xsd:simpleType name="tRelationship">
    <xsd:restriction base="xsd:string">
      <xsd:enumeration value="allow"/>
      <xsd:enumeration value="deny"/>
    </xsd:restriction>
  </xsd:simpleType>
  <xsd:simpleType name="tCountries">
    <xsd:restriction base="xsd:string">
      <xsd:pattern value="([A-Z]{2}( [A-Z]{2})*)?"/>
    </xsd:restriction>
  </xsd:simpleType>
  <xsd:simpleType name="tPlatforms">
    <xsd:restriction base="xsd:string">
      <xsd:pattern value="((web|mobile|tv)( (web|mobile|tv))*)?"/>
    </xsd:restriction>
  </xsd:simpleType>
  <xsd:element name="video">
    <xsd:complexType>
      <xsd:sequence>
        <xsd:element name="thumbnail_loc" type="tUrl"/>
        <xsd:element name="title" type="tText"/>
        <xsd:element name="description">
          <xsd:simpleType>
            <xsd:restriction base="tText"><xsd:maxLength value="2048"/></xsd:restriction>
          </xsd:simpleType>
        </xsd:element>
        <xsd:choice>
          <xsd:sequence>
            <xsd:element name="content_loc" type="tUrl"/>
            <xsd:element name="player_loc" type="tUrl" minOccurs="0"/>
          </xsd:sequence>
          <xsd:element name="player_loc" type="tUrl"/>
        </xsd:choice>
        <xsd:element name="duration" minOccurs="0">
          <xsd:simpleType>
            <xsd:restriction base="xsd:integer">
              <xsd:minInclusive value="1"/>
              <xsd:maxInclusive value="28800"/>
            </xsd:restriction>
          </xsd:simpleType>
        </xsd:element>
        <xsd:element name="expiration_date" type="tDate" minOccurs="0"/>
        <xsd:element name="rating" minOccurs="0">
          <xsd:simpleType>
            <xsd:restriction base="xsd:decimal">
              <xsd:minInclusive value="0.0"/>
              <xsd:maxInclusive value="5.0"/>
            </xsd:restriction>
          </xsd:simpleType>
        </xsd:element>
        <xsd:element name="view_count" type="xsd:nonNegativeInteger" minOccurs="0"/>
        <xsd:element name="publication_date" type="tDate" minOccurs="0"/>
        <xsd:element name="family_friendly" type="tYesNo" minOccurs="0"/>
        <xsd:element name="restriction" minOccurs="0">
          <xsd:complexType>
            <xsd:simpleContent>
              <xsd:extension base="tCountries">
                <xsd:attribute name="relationship" type="tRelationship" use="required"/>
              </xsd:extension>
            </xsd:simpleContent>
          </xsd:complexType>
        </xsd:element>
        <xsd:element name="platform" minOccurs="0">
          <xsd:complexType>
            <xsd:simpleContent>
              <xsd:extension base="tPlatforms">
                <xsd:attribute name="relationship" type="tRelationship" use="required"/>
              </xsd:extension>
            </xsd:simpleContent>
          </xsd:complexType>
        </xsd:element>
        <xsd:element name="requires_subscription" type="tYesNo" minOccurs="0"/>
        <xsd:element name="uploader" minOccurs="0">
          <xsd:complexType>
            <xsd:simpleContent>
              <xsd:extension base="tText">
                <xsd:attribute name="info" type="tUrl"/>
              </xsd:extension>
            </xsd:simpleContent>
          </xsd:complexType>
        </xsd:element>
        <xsd:element name="live" type="tYesNo" minOccurs="0"/>
        <xsd:element name="tag" type="tText" minOccurs="0" maxOccurs="32"/>
      </xsd:sequence>
    </xsd:complexType>
  </xsd:element>
</xsd:schema>
`;

/** The sitemap schema with the xhtml link and video schemas. */
const ALL_XSD = `<?xml version="1.0" encoding="UTF-8"?>
<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema">
  <xsd:import namespace="http://www.sitemaps.org/schemas/sitemap/0.9" schemaLocation="sitemap.xsd"/>
  <xsd:import namespace="http://www.w3.org/1999/xhtml" schemaLocation="xhtml-link.xsd"/>
  <xsd:import namespace="http://www.google.com/schemas/sitemap-video/1.1" schemaLocation="video.xsd"/>
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
      { fileName: 'video.xsd', contents: VIDEO_XSD },
    ],
  });
  return result.errors.map((error) => error.rawMessage);
}
