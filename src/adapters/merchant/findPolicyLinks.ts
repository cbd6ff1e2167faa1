import { Parser } from 'htmlparser2';
import type { PolicyPage } from '../../safety/scoreMerchant.js';
import { htmlToText } from '../_lib/htmlToText.js';

/** Policy links found on a page, and what the page shows about contacting the shop. */
export interface PolicyLinks {
  /** Absolute URL of the first link of each kind, or null. */
  readonly links: Readonly<Record<PolicyPage, string | null>>;
  /** A phone number (`tel:` link or a number after "phone/tel/call") or a street address in the text. */
  readonly has_phone_or_address: boolean;
  readonly has_form: boolean;
  /** `mailto:` addresses at free webmail providers, and at other domains. */
  readonly webmail_emails: number;
  readonly other_emails: number;
}

/** Words in a link's text or address that name each page (English and Spanish). */
const PATTERNS: Readonly<Record<PolicyPage, RegExp>> = {
  refund: /refund|return|reembolso|devoluci|widerruf|rembourse|retour/i,
  privacy: /privacy|privacidad|datenschutz|confidentialit|gdpr|cookie-policy/i,
  terms: /terms|conditions|\btos\b|t&amp;c|t&c|t[eé]rminos|condiciones|legal|agb\b|cgv/i,
  contact: /contact|cont[aá]ct[eo]|kontakt|customer[- ]?service|help-?center|support|atenci[oó]n/i,
  shipping: /shipping|delivery|env[ií]o|entrega|versand|livraison/i,
};
const WEBMAIL = /@(gmail|googlemail|yahoo|ymail|hotmail|outlook|live|msn|aol|icloud|me|proton|protonmail|gmx|yandex|mail|qq|163|126)\.[a-z.]+$/i;
const PHONE = /(?:phone|tel[eé]?fono|tel\.?|call us|ll[aá]manos|whatsapp)[^0-9+]{0,20}\+?\d[\d\s().-]{6,20}\d/i;
const ADDRESS = /\b\d{1,5}\s+(?:[A-Z][\w.'-]{0,40}\s+){1,4}(?:street|st\.|avenue|ave\.?|road|rd\.|boulevard|blvd\.?|lane|ln\.|drive|dr\.|way|suite|calle|avenida|av\.|plaza)\b/i;

// Every repetition is bounded: the text can be a megabyte of one character, and unbounded runs backtrack quadratically.
const safeDecodeUri = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** The page's anchors (href as written, entities decoded; inner text without scripts and styles) and its tag names. */
function readAnchors(html: string): { anchors: { href: string; text: string }[]; tags: Set<string> } {
  const anchors: { href: string; text: string }[] = [];
  const tags = new Set<string>();
  let open: { href: string; text: string[] } | null = null;
  let hidden = 0;
  const close = () => {
    if (open !== null) anchors.push({ href: open.href, text: open.text.join('').replace(/\s+/g, ' ') });
    open = null;
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        tags.add(name);
        if (name === 'script' || name === 'style') hidden++;
        else if (name === 'a') {
          close();
          if (attributes.href !== undefined) open = { href: attributes.href.trim(), text: [] };
        } else open?.text.push(' ');
      },
      onclosetag(name) {
        if ((name === 'script' || name === 'style') && hidden > 0) hidden--;
        else if (name === 'a') close();
        else open?.text.push(' ');
      },
      ontext(text) {
        if (hidden === 0) open?.text.push(text);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return { anchors, tags };
}

/**
 * Finds a shop's policy pages among the links of one HTML page, by link text and address (refund/returns, privacy,
 * terms, contact, shipping; English, Spanish and a few German/French words), and notes what the page offers to reach
 * the shop: a phone number or street address, a form, or only e-mail (free webmail or not). The HTML is tokenized with
 * htmlparser2 (as forgiving as a browser's tokenizer, every entity decoded); scripts and styles are ignored.
 *
 * @param html - The page's HTML (up to the probe's 1 MB limit).
 * @param baseUrl - The page's URL, to make links absolute.
 * @returns The links and contact hints.
 * @example
 * ```ts
 * findPolicyLinks('<a href="/policies/refund-policy">Refund policy</a>', 'https://shop.example.com/').links.refund
 * //=> 'https://shop.example.com/policies/refund-policy'
 * ```
 * @see /work/shared/research/safety-style.md (A2, Policy pages)
 */
export function findPolicyLinks(html: string, baseUrl: string): PolicyLinks {
  const links: Record<PolicyPage, string | null> = { refund: null, privacy: null, terms: null, contact: null, shipping: null };
  let webmail = 0;
  let other = 0;
  let tel = false;
  const { anchors, tags } = readAnchors(html);
  for (const { href: target, text: anchorText } of anchors) {
    if (target === '') continue;
    if (/^mailto:/i.test(target)) {
      const address = target.slice(7).split('?')[0]!;
      if (WEBMAIL.test(address)) webmail++;
      else other++;
      continue;
    }
    if (/^tel:/i.test(target)) {
      tel = true;
      continue;
    }
    let absolute: string;
    try {
      absolute = new URL(target, baseUrl).href;
    } catch {
      continue;
    }
    if (!/^https?:/i.test(absolute)) continue;
    const text = `${anchorText} ${safeDecodeUri(new URL(absolute).pathname).replace(/[-_/]/g, ' ')}`;
    for (const page of Object.keys(PATTERNS) as PolicyPage[]) {
      if (links[page] === null && PATTERNS[page].test(text)) links[page] = absolute;
    }
  }
  const text = htmlToText(html);
  return {
    links,
    has_phone_or_address: tel || PHONE.test(text) || ADDRESS.test(text),
    has_form: tags.has('form') && (tags.has('textarea') || tags.has('input')),
    webmail_emails: webmail + (text.match(/[\w.+-]{1,64}@(gmail|yahoo|hotmail|outlook)\.com/gi)?.length ?? 0),
    other_emails: other,
  };
}
