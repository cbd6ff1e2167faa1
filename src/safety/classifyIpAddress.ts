import ipaddr from 'ipaddr.js';

/** What an IP address is, for deciding whether the merchant probe may connect to it. */
export interface IpClassification {
  readonly family: 4 | 6;
  /**
   * The special-purpose range the address falls in (`loopback`, `private`, `link_local`, `cgnat`, `multicast`,
   * `unspecified`, `reserved`, `documentation`, `unique_local`, `ipv4_mapped:<range>`, `nat64:<range>`, `6to4:<range>`,
   * `teredo:<range>`, `not_global_unicast`…), or null for a public, globally routable address.
   */
  readonly special: string | null;
}

/**
 * IPv4 special-purpose blocks (RFC 6890 and the IANA IPv4 Special-Purpose Address Registry), first match wins;
 * 255.255.255.255 is `broadcast`. Matched with ipaddr.js.
 */
const V4_BLOCKS: readonly (readonly [cidr: string, name: string])[] = [
  ['0.0.0.0/8', 'unspecified'], // "this network"
  ['10.0.0.0/8', 'private'], // RFC 1918
  ['100.64.0.0/10', 'cgnat'], // RFC 6598
  ['127.0.0.0/8', 'loopback'],
  ['169.254.0.0/16', 'link_local'], // RFC 3927 (cloud metadata lives here)
  ['172.16.0.0/12', 'private'],
  ['192.0.0.0/24', 'reserved'], // IETF protocol assignments
  ['192.0.2.0/24', 'documentation'], // TEST-NET-1
  ['192.88.99.0/24', 'reserved'], // 6to4 relay anycast (deprecated)
  ['192.168.0.0/16', 'private'],
  ['198.18.0.0/15', 'reserved'], // benchmarking
  ['198.51.100.0/24', 'documentation'], // TEST-NET-2
  ['203.0.113.0/24', 'documentation'], // TEST-NET-3
  ['224.0.0.0/4', 'multicast'],
  ['240.0.0.0/4', 'reserved'], // includes the 255.255.255.255 broadcast
];

/** How an IPv6 block that carries an IPv4 address is judged: by the IPv4 address it embeds (bytes of the IPv6 address). */
type Embeds = { readonly kind: string; readonly v4: (bytes: readonly number[]) => readonly number[]; readonly orElse: string | null };

/**
 * IPv6 blocks (IANA IPv6 Special-Purpose Address Registry, RFC 4291, RFC 6052, RFC 3056, RFC 4380), first match wins.
 * Only 2000::/3 is global unicast; an address outside every block and outside 2000::/3 is `not_global_unicast`.
 */
const V6_BLOCKS: readonly (readonly [cidr: string, name: string, embeds?: Embeds])[] = [
  ['::/128', 'unspecified'],
  ['::1/128', 'loopback'],
  // ::ffff:a.b.c.d (IPv4-mapped) and ::a.b.c.d (IPv4-compatible, deprecated): never public, named by what they reach.
  ['::ffff:0:0/96', 'ipv4_mapped', { kind: 'ipv4_mapped', v4: (b) => b.slice(12), orElse: 'ipv4_mapped' }],
  ['::/96', 'ipv4_compatible', { kind: 'ipv4_compatible', v4: (b) => b.slice(12), orElse: 'ipv4_compatible' }],
  // 64:ff9b::/96 well-known NAT64 prefix reaches the embedded IPv4 address; 64:ff9b:1::/48 is for local use.
  ['64:ff9b::/96', 'nat64', { kind: 'nat64', v4: (b) => b.slice(12), orElse: null }],
  ['64:ff9b:1::/48', 'nat64_local'],
  // 6to4: 2002:AABB:CCDD::/48 carries IPv4 AA.BB.CC.DD.
  ['2002::/16', '6to4', { kind: '6to4', v4: (b) => b.slice(2, 6), orElse: null }],
  // Teredo: 2001:0::/32, server IPv4 in bits 32-63, client IPv4 inverted in the last 32 bits (the client is judged first).
  ['2001::/32', 'teredo', { kind: 'teredo', v4: (b) => b.slice(12).map((x) => ~x & 255), orElse: null }],
  ['2001:db8::/32', 'documentation'],
  // IETF protocol assignments (RFC 6890: not globally reachable), ORCHID and ORCHIDv2 (2001:10::/28, 2001:20::/28) included.
  ['2001::/23', 'reserved'],
  ['fc00::/7', 'unique_local'],
  ['fe80::/10', 'link_local'],
  ['fec0::/10', 'site_local'], // deprecated
  ['ff00::/8', 'multicast'],
];

const V4_RANGES = V4_BLOCKS.map(([cidr, name]) => [ipaddr.IPv4.parseCIDR(cidr), name] as const);
const V6_RANGES = V6_BLOCKS.map(([cidr, name, embeds]) => [ipaddr.IPv6.parseCIDR(cidr), name, embeds] as const);
const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');
const BROADCAST = ipaddr.IPv4.parse('255.255.255.255');
const TEREDO_SERVER: Embeds = { kind: 'teredo_server', v4: (b) => b.slice(4, 8), orElse: null };

function classifyV4(address: ipaddr.IPv4): string | null {
  if (address.toNormalizedString() === BROADCAST.toNormalizedString()) return 'broadcast';
  return V4_RANGES.find(([range]) => address.match(range))?.[1] ?? null;
}

function judgeEmbedded(bytes: readonly number[], embeds: Embeds): string | null {
  const inner = classifyV4(ipaddr.fromByteArray([...embeds.v4(bytes)]) as ipaddr.IPv4);
  return inner === null ? embeds.orElse : `${embeds.kind}:${inner}`;
}

function classifyV6(address: ipaddr.IPv6): string | null {
  const hit = V6_RANGES.find(([range]) => address.match(range));
  if (hit === undefined) return address.match(GLOBAL_UNICAST) ? null : 'not_global_unicast';
  const [, name, embeds] = hit;
  if (embeds === undefined) return name;
  const bytes = address.toByteArray();
  const judged = judgeEmbedded(bytes, embeds);
  return name === 'teredo' ? (judged ?? judgeEmbedded(bytes, TEREDO_SERVER)) : judged;
}

/**
 * The address a text spells, read by ipaddr.js: IPv4 only as a dotted quad of decimals without leading zeros, IPv6 in
 * the RFC 4291 §2.2 forms (ipaddr.js would also read an octal or hex IPv4 tail, which is refused here).
 */
function parseAddress(text: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text);
  if (!ipaddr.IPv6.isValid(text)) return null;
  const tail = text.slice(text.lastIndexOf(':') + 1);
  if (!tail.includes('.')) return ipaddr.IPv6.parse(text);
  if (!ipaddr.IPv4.isValidFourPartDecimal(tail)) return null;
  // ipaddr.js reads ::a.b.c.d as ::ffff:a.b.c.d, but RFC 4291 §2.5.5.1 makes it the (deprecated) IPv4-compatible
  // address: read the groups before the tail as hex and put the tail's four bytes in the last 32 bits.
  const head = ipaddr.IPv6.parse(`${text.slice(0, -tail.length)}0:0`);
  const [a, b, c, d] = ipaddr.IPv4.parse(tail).octets as [number, number, number, number];
  return new ipaddr.IPv6([...head.parts.slice(0, 6), (a << 8) | b, (c << 8) | d]);
}

/**
 * Classifies an IP address as public or as one of the special-purpose ranges a server-side probe must never reach:
 * loopback, RFC 1918 private, link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, multicast, unspecified,
 * reserved, broadcast, documentation, IPv6 unique-local and site-local, and IPv6 forms that embed an IPv4 address
 * (NAT64, 6to4, Teredo), which are judged by the address they embed. IPv4-mapped and IPv4-compatible forms are never
 * public (an AAAA answer has no business carrying them). Addresses are parsed and matched against the range tables
 * with ipaddr.js. Pure: no `node:` import, so the catalog can check targets in any runtime.
 *
 * @param address - An IPv4 dotted quad or an IPv6 text (brackets and a zone id are accepted; a zone id means link scope).
 * @returns The family and the special range, or null when the text is not an IP address.
 * @example
 * ```ts
 * classifyIpAddress('::ffff:7f00:1') //=> { family: 6, special: 'ipv4_mapped:loopback' }
 * classifyIpAddress('93.184.216.34') //=> { family: 4, special: null }
 * ```
 * @see https://www.iana.org/assignments/iana-ipv4-special-registry/ (IPv4 special-purpose registry, RFC 6890)
 * @see https://www.iana.org/assignments/iana-ipv6-special-registry/ (IPv6 special-purpose registry)
 */
export function classifyIpAddress(address: string): IpClassification | null {
  let text = address.trim();
  if (text.startsWith('[') && text.endsWith(']')) text = text.slice(1, -1);
  const zone = text.indexOf('%');
  if (zone >= 0) {
    // A zone id only exists on scoped (link-local) addresses.
    const base = parseAddress(text.slice(0, zone));
    return base === null || base.kind() !== 'ipv6' ? null : { family: 6, special: 'scoped' };
  }
  const parsed = parseAddress(text);
  if (parsed === null) return null;
  return parsed.kind() === 'ipv4' ? { family: 4, special: classifyV4(parsed as ipaddr.IPv4) } : { family: 6, special: classifyV6(parsed as ipaddr.IPv6) };
}
