import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { htmlToText } from '../../_lib/htmlToText.js';

/** A minimal RSS 2.0 reader for the ACCC recall feed: items with their title, link, description and date as text. */

/** One `<item>` of an RSS 2.0 channel, text decoded, markup removed from the description. */
export interface RssItem {
  readonly title: string;
  readonly link: string;
  readonly description: string;
  readonly pubDate: string;
  readonly guid: string;
}

/** Element text as written (CDATA kept raw, entities decoded once); attributes are not needed. */
const parser = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: false,
  htmlEntities: true,
  isArray: (name, path) => path === 'rss.channel.item' && name === 'item',
});

/** A child's text: the string, or '' for an absent or empty element. */
function textOf(node: unknown): string {
  if (typeof node === 'string') return node;
  if (typeof node === 'object' && node !== null) return String((node as { '#text'?: unknown })['#text'] ?? '');
  return node === undefined ? '' : String(node);
}

/**
 * Every `<item>` of an RSS document read with fast-xml-parser (title and description as HTML reduced to text with
 * htmlparser2), or null when the text is not a well-formed RSS channel: a truncated feed is refused, never half read.
 */
export function readRssItems(xml: string): RssItem[] | null {
  if (XMLValidator.validate(xml) !== true) return null;
  const doc = parser.parse(xml) as { rss?: { channel?: unknown } };
  const channel = doc.rss?.channel;
  if (channel === undefined) return null;
  const list = typeof channel === 'object' && channel !== null ? ((channel as { item?: unknown[] }).item ?? []) : [];
  return list.map((raw) => {
    const item = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    return {
      title: htmlToText(textOf(item.title)),
      link: textOf(item.link).trim(),
      description: htmlToText(textOf(item.description)),
      pubDate: textOf(item.pubDate).trim(),
      guid: textOf(item.guid).trim(),
    };
  });
}
