import type { PolicyPage } from '../../safety/scoreMerchant.js';

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
const decode = (s: string) => s.replace(/&amp;/g, '&').replace(/&#x2F;|&#47;/gi, '/').replace(/&quot;/g, '"').replace(/&#39;/g, "'");
const safeDecodeUri = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};
const stripTags = (s: string) => decode(s.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/gi, ' ').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');

/**
 * Finds a shop's policy pages among the links of one HTML page, by link text and address (refund/returns, privacy,
 * terms, contact, shipping; English, Spanish and a few German/French words), and notes what the page offers to reach
 * the shop: a phone number or street address, a form, or only e-mail (free webmail or not). Reads HTML as text with
 * regular expressions; scripts and styles are ignored.
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
  const anchor = /<a\b([^>]*)>([\s\S]*?)<\/a\s*>/gi;
  for (let m = anchor.exec(html); m !== null; m = anchor.exec(html)) {
    const href = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(m[1]!);
    const target = decode((href?.[1] ?? href?.[2] ?? href?.[3] ?? '').trim());
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
    const text = `${stripTags(m[2]!)} ${safeDecodeUri(new URL(absolute).pathname).replace(/[-_/]/g, ' ')}`;
    for (const page of Object.keys(PATTERNS) as PolicyPage[]) {
      if (links[page] === null && PATTERNS[page].test(text)) links[page] = absolute;
    }
  }
  const text = stripTags(html);
  return {
    links,
    has_phone_or_address: tel || PHONE.test(text) || ADDRESS.test(text),
    has_form: /<form\b/i.test(html) && /<(textarea|input)\b/i.test(html),
    webmail_emails: webmail + (text.match(/[\w.+-]{1,64}@(gmail|yahoo|hotmail|outlook)\.com/gi)?.length ?? 0),
    other_emails: other,
  };
}
