import { generateKeyPairSync, sign, X509Certificate, type KeyObject } from 'node:crypto';

// Builds X.509 v3 certificates (RFC 5280) in DER by hand so the TLS tests need no dependency: node 20's crypto signs
// but cannot issue certificates. ECDSA P-256 with SHA-256 (RFC 5758 §3.2).

const len = (n: number): number[] => (n < 0x80 ? [n] : n < 0x100 ? [0x81, n] : [0x82, n >> 8, n & 0xff]);
const tlv = (tag: number, body: Buffer): Buffer => Buffer.concat([Buffer.from([tag, ...len(body.length)]), body]);
const seq = (...parts: Buffer[]) => tlv(0x30, Buffer.concat(parts));
const set = (...parts: Buffer[]) => tlv(0x31, Buffer.concat(parts));
const int = (bytes: number[]) => tlv(0x02, Buffer.from(bytes[0]! & 0x80 ? [0, ...bytes] : bytes));
const oid = (text: string) => {
  const [a, b, ...rest] = text.split('.').map(Number);
  const out = [40 * a! + b!];
  for (const n of rest) {
    const chunk = [n & 0x7f];
    for (let v = n >> 7; v > 0; v >>= 7) chunk.unshift((v & 0x7f) | 0x80);
    out.push(...chunk);
  }
  return tlv(0x06, Buffer.from(out));
};
const utf8 = (s: string) => tlv(0x0c, Buffer.from(s, 'utf8'));
const time = (d: Date) => {
  const iso = d.toISOString().replace(/[-:T]/g, '').slice(0, 14) + 'Z';
  return d.getUTCFullYear() < 2050 ? tlv(0x17, Buffer.from(iso.slice(2))) : tlv(0x18, Buffer.from(iso));
};
const name = (cn: string, o?: string) => seq(...(o === undefined ? [] : [set(seq(oid('2.5.4.10'), utf8(o)))]), set(seq(oid('2.5.4.3'), utf8(cn))));
const ECDSA_SHA256 = seq(oid('1.2.840.10045.4.3.2'));

/** A key pair and its certificate, PEM. */
export interface TestCertificate {
  readonly cert: string;
  readonly key: string;
  readonly privateKey: KeyObject;
  readonly subjectName: { cn: string; o?: string };
}

/** Options of {@link issueTestCertificate}. */
export interface IssueOptions {
  readonly commonName: string;
  readonly organization?: string;
  /** DNS names of the subjectAltName extension. */
  readonly dnsNames?: readonly string[];
  readonly notBefore: Date;
  readonly notAfter: Date;
  /** Signs with this issuer; default self-signed. */
  readonly issuer?: TestCertificate;
  /** Marks the certificate as a CA (basicConstraints cA=TRUE). */
  readonly isCa?: boolean;
}

/**
 * Issues a certificate for the tests' loopback TLS server.
 *
 * @param options - See {@link IssueOptions}.
 * @returns PEM certificate and key.
 */
export function issueTestCertificate(options: IssueOptions): TestCertificate {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const spki = publicKey.export({ type: 'spki', format: 'der' });
  const subject = { cn: options.commonName, ...(options.organization === undefined ? {} : { o: options.organization }) };
  const issuerName = options.issuer?.subjectName ?? subject;
  const extensions: Buffer[] = [];
  if (options.dnsNames !== undefined && options.dnsNames.length > 0) {
    extensions.push(seq(oid('2.5.29.17'), tlv(0x04, seq(...options.dnsNames.map((d) => tlv(0x82, Buffer.from(d)))))));
  }
  if (options.isCa === true) extensions.push(seq(oid('2.5.29.19'), tlv(0x01, Buffer.from([0xff])), tlv(0x04, seq(tlv(0x01, Buffer.from([0xff]))))));
  const serial = [0x01, ...Array.from({ length: 8 }, (_, i) => (Date.now() >> (i * 3)) & 0xff)];
  const tbs = seq(
    tlv(0xa0, int([2])),
    int(serial),
    ECDSA_SHA256,
    name(issuerName.cn, issuerName.o),
    seq(time(options.notBefore), time(options.notAfter)),
    name(subject.cn, subject.o),
    spki,
    ...(extensions.length === 0 ? [] : [tlv(0xa3, seq(...extensions))]),
  );
  const signature = sign('sha256', tbs, options.issuer?.privateKey ?? privateKey);
  const der = seq(tbs, ECDSA_SHA256, tlv(0x03, Buffer.concat([Buffer.from([0]), signature])));
  const cert = `-----BEGIN CERTIFICATE-----\n${der.toString('base64').match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`;
  new X509Certificate(cert); // throws if the DER is malformed
  return { cert, key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), privateKey, subjectName: subject };
}
