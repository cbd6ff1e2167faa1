/** A minimal RSS 2.0 reader for the ACCC recall feed: items with their title, link, description and date as text. */

/** One `<item>` of an RSS 2.0 channel, text decoded, markup removed from the description. */
export interface RssItem {
  readonly title: string;
  readonly link: string;
  readonly description: string;
  readonly pubDate: string;
  readonly guid: string;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The text of the first `<tag>` child (CDATA unwrapped, entities decoded), or ''. */
function child(xml: string, tag: string): string {
  const m = new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'i').exec(xml);
  if (m === null) return '';
  // CDATA content is raw text; anything else is XML-escaped once.
  if (/^\s*<!\[CDATA\[/.test(m[1]!)) return m[1]!.replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1');
  return decodeEntities(m[1]!);
}

/** Markup of an HTML description reduced to its words. */
function plainText(html: string): string {
  return decodeEntities(html.replace(/<(br|\/p|\/li|\/div|\/h\d)\s*\/?>/gi, ' ').replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every `<item>` of an RSS document, or null when the text is not an RSS channel. */
export function readRssItems(xml: string): RssItem[] | null {
  if (!/<rss[\s>]/i.test(xml) || !/<channel[\s>]/i.test(xml)) return null;
  const items: RssItem[] = [];
  for (const m of xml.matchAll(/<item(?:\s[^>]*)?>([\s\S]*?)<\/item>/gi)) {
    const body = m[1]!;
    items.push({
      title: plainText(child(body, 'title')),
      link: child(body, 'link').trim(),
      description: plainText(child(body, 'description')),
      pubDate: child(body, 'pubDate').trim(),
      guid: child(body, 'guid').trim(),
    });
  }
  return items;
}
