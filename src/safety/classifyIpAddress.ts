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

/** IPv4 special-purpose blocks (RFC 6890 and the IANA IPv4 Special-Purpose Address Registry), first octets as a number. */
const V4_BLOCKS: readonly (readonly [base: number, bits: number, name: string])[] = [
  [0x00000000, 8, 'unspecified'], // 0.0.0.0/8 "this network"
  [0x0a000000, 8, 'private'], // 10/8, RFC 1918
  [0x64400000, 10, 'cgnat'], // 100.64/10, RFC 6598
  [0x7f000000, 8, 'loopback'], // 127/8
  [0xa9fe0000, 16, 'link_local'], // 169.254/16, RFC 3927 (cloud metadata lives here)
  [0xac100000, 12, 'private'], // 172.16/12
  [0xc0000000, 24, 'reserved'], // 192.0.0/24 IETF protocol assignments
  [0xc0000200, 24, 'documentation'], // 192.0.2/24 TEST-NET-1
  [0xc0586300, 24, 'reserved'], // 192.88.99/24 6to4 relay anycast (deprecated)
  [0xc0a80000, 16, 'private'], // 192.168/16
  [0xc6120000, 15, 'reserved'], // 198.18/15 benchmarking
  [0xc6336400, 24, 'documentation'], // 198.51.100/24 TEST-NET-2
  [0xcb007100, 24, 'documentation'], // 203.0.113/24 TEST-NET-3
  [0xe0000000, 4, 'multicast'], // 224/4
  [0xf0000000, 4, 'reserved'], // 240/4 (includes the 255.255.255.255 broadcast)
];

function classifyV4(n: number): string | null {
  for (const [base, bits, name] of V4_BLOCKS) {
    const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
    if (((n & mask) >>> 0) === base) return n === 0xffffffff ? 'broadcast' : name;
  }
  return null;
}

function v4ToNumber(text: string): number {
  return text.split('.').reduce((acc, part) => acc * 256 + Number(part), 0);
}

const V4_TEXT = /^(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** The 16 bytes of an IPv6 text (RFC 4291 §2.2 forms, lower or upper case), or null when it is not one. */
function v6ToBytes(text: string): number[] | null {
  let head = text;
  let tailV4: number[] | null = null;
  const lastColon = head.lastIndexOf(':');
  if (lastColon < 0) return null;
  const last = head.slice(lastColon + 1);
  if (last.includes('.')) {
    if (!V4_TEXT.test(last)) return null;
    const n = v4ToNumber(last);
    tailV4 = [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
    head = `${head.slice(0, lastColon + 1)}0:0`;
  }
  const halves = head.split('::');
  if (halves.length > 2) return null;
  const groups = (s: string): number[] | null => {
    if (s === '') return [];
    const parts = s.split(':');
    if (!parts.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return null;
    return parts.map((g) => parseInt(g, 16));
  };
  const l = groups(halves[0]!);
  const r = halves.length === 2 ? groups(halves[1]!) : [];
  if (l === null || r === null) return null;
  if (halves.length === 1 && l.length !== 8) return null;
  if (halves.length === 2 && l.length + r.length > 7) return null;
  const all = halves.length === 1 ? l : [...l, ...new Array<number>(8 - l.length - r.length).fill(0), ...r];
  const bytes = all.flatMap((g) => [g >>> 8, g & 255]);
  if (tailV4 !== null) bytes.splice(12, 4, ...tailV4);
  return bytes;
}

const bytesToV4 = (b: readonly number[]): number => ((b[0]! << 24) | (b[1]! << 16) | (b[2]! << 8) | b[3]!) >>> 0;
const prefixIs = (b: readonly number[], prefix: readonly number[]) => prefix.every((v, i) => b[i] === v);

function classifyV6(b: readonly number[]): string | null {
  const embedded = (kind: string, v4: number) => {
    const inner = classifyV4(v4);
    return inner === null ? null : `${kind}:${inner}`;
  };
  if (b.every((x) => x === 0)) return 'unspecified';
  if (b.slice(0, 15).every((x) => x === 0) && b[15] === 1) return 'loopback';
  // ::ffff:a.b.c.d (IPv4-mapped) and ::a.b.c.d (IPv4-compatible, deprecated): the embedded IPv4 address is what is reached.
  if (b.slice(0, 10).every((x) => x === 0) && b[10] === 0xff && b[11] === 0xff) return embedded('ipv4_mapped', bytesToV4(b.slice(12))) ?? 'ipv4_mapped';
  if (b.slice(0, 12).every((x) => x === 0)) return embedded('ipv4_compatible', bytesToV4(b.slice(12))) ?? 'ipv4_compatible';
  // 64:ff9b::/96 well-known NAT64 prefix (RFC 6052) reaches the embedded IPv4 address; 64:ff9b:1::/48 is for local use.
  if (prefixIs(b, [0, 0x64, 0xff, 0x9b]) && b.slice(4, 12).every((x) => x === 0)) return embedded('nat64', bytesToV4(b.slice(12)));
  if (prefixIs(b, [0, 0x64, 0xff, 0x9b, 0, 1])) return 'nat64_local';
  // 6to4 (RFC 3056): 2002:AABB:CCDD::/48 carries IPv4 AA.BB.CC.DD.
  if (prefixIs(b, [0x20, 0x02])) return embedded('6to4', bytesToV4(b.slice(2, 6)));
  // Teredo (RFC 4380): 2001:0::/32, server IPv4 in bits 32–63, client IPv4 inverted in the last 32 bits.
  if (prefixIs(b, [0x20, 0x01, 0, 0])) {
    const server = embedded('teredo_server', bytesToV4(b.slice(4, 8)));
    const client = embedded('teredo', (~bytesToV4(b.slice(12)) >>> 0));
    return client ?? server;
  }
  if (prefixIs(b, [0x20, 0x01, 0x0d, 0xb8])) return 'documentation'; // 2001:db8::/32
  if (b[0] === 0x20 && b[1] === 0x01 && (b[2]! & 0xfe) === 0 && b[3]! >= 0x10 && b[3]! <= 0x2f) return 'reserved'; // 2001:10::/28, 2001:20::/28 ORCHID
  if ((b[0]! & 0xfe) === 0xfc) return 'unique_local'; // fc00::/7
  if (b[0] === 0xfe && (b[1]! & 0xc0) === 0x80) return 'link_local'; // fe80::/10
  if (b[0] === 0xfe && (b[1]! & 0xc0) === 0xc0) return 'site_local'; // fec0::/10 (deprecated)
  if (b[0] === 0xff) return 'multicast'; // ff00::/8
  // Only 2000::/3 is global unicast; everything else (100::/64 discard, ::/8 leftovers…) is refused.
  if ((b[0]! & 0xe0) !== 0x20) return 'not_global_unicast';
  return null;
}

/**
 * Classifies an IP address as public or as one of the special-purpose ranges a server-side probe must never reach:
 * loopback, RFC 1918 private, link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, multicast, unspecified,
 * reserved, broadcast, documentation, IPv6 unique-local and site-local, and IPv6 forms that embed an IPv4 address
 * (NAT64, 6to4, Teredo), which are judged by the address they embed. IPv4-mapped and IPv4-compatible forms are never
 * public (an AAAA answer has no business carrying them). Pure: no `node:` import, so the catalog can check targets in
 * any runtime.
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
    return v6ToBytes(text.slice(0, zone)) === null ? null : { family: 6, special: 'scoped' };
  }
  if (V4_TEXT.test(text)) return { family: 4, special: classifyV4(v4ToNumber(text)) };
  const bytes = text.includes(':') ? v6ToBytes(text) : null;
  return bytes === null ? null : { family: 6, special: classifyV6(bytes) };
}
