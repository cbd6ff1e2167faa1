import { createSocket, type Socket } from 'node:dgram';
import { isIPv4, isIPv6 } from 'node:net';

/** A real DNS server on loopback UDP (RFC 1035 wire format): answers A and AAAA from a table, NXDOMAIN otherwise. */
export interface LoopbackDnsServer {
  /** `127.0.0.1:<port>`, for `Resolver.setServers`. */
  readonly address: string;
  /** Every question received, as `NAME TYPE` (e.g. `shop.test A`), in arrival order. */
  readonly queries: string[];
  close(): Promise<void>;
}

const TYPE_A = 1;
const TYPE_AAAA = 28;

/** Reads the QNAME at `offset` (no compression in queries); returns the name and the offset after it. */
function readName(msg: Buffer, offset: number): [string, number] {
  const labels: string[] = [];
  let at = offset;
  while (msg[at] !== 0) {
    const len = msg[at]!;
    labels.push(msg.subarray(at + 1, at + 1 + len).toString('latin1'));
    at += 1 + len;
  }
  return [labels.join('.'), at + 1];
}

function ipv6Bytes(address: string): Buffer {
  const [head, tail] = address.split('::') as [string, string | undefined];
  const h = head === '' ? [] : head.split(':');
  const t = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups = tail === undefined ? h : [...h, ...Array<string>(8 - h.length - t.length).fill('0'), ...t];
  const out = Buffer.alloc(16);
  groups.forEach((g, i) => out.writeUInt16BE(Number.parseInt(g, 16), i * 2));
  return out;
}

/**
 * Starts the server.
 *
 * @param records - Name (lower case, no trailing dot) to its addresses (IPv4 and IPv6 literals).
 * @returns The running server; close it in afterAll.
 */
export async function startLoopbackDnsServer(records: Readonly<Record<string, readonly string[]>>): Promise<LoopbackDnsServer> {
  const socket: Socket = createSocket('udp4');
  const queries: string[] = [];
  socket.on('message', (msg, peer) => {
    const id = msg.readUInt16BE(0);
    const [name, after] = readName(msg, 12);
    const qtype = msg.readUInt16BE(after);
    const question = msg.subarray(12, after + 4);
    queries.push(`${name.toLowerCase()} ${qtype === TYPE_A ? 'A' : qtype === TYPE_AAAA ? 'AAAA' : qtype}`);
    const known = records[name.toLowerCase()];
    const answers = (known ?? []).filter((a) => (qtype === TYPE_A ? isIPv4(a) : qtype === TYPE_AAAA ? isIPv6(a) : false));
    const header = Buffer.alloc(12);
    header.writeUInt16BE(id, 0);
    // QR=1, opcode 0, AA=1, RD copied, RA=1; RCODE 3 (NXDOMAIN) for an unknown name, else 0.
    header.writeUInt16BE(0x8400 | (msg.readUInt16BE(2) & 0x0100) | 0x0080 | (known === undefined ? 3 : 0), 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answers.length, 6);
    const rrs = answers.map((a) => {
      const data = isIPv4(a) ? Buffer.from(a.split('.').map(Number)) : ipv6Bytes(a);
      const rr = Buffer.alloc(12);
      rr.writeUInt16BE(0xc00c, 0); // pointer to the question's name
      rr.writeUInt16BE(qtype, 2);
      rr.writeUInt16BE(1, 4); // class IN
      rr.writeUInt32BE(60, 6);
      rr.writeUInt16BE(data.length, 10);
      return Buffer.concat([rr, data]);
    });
    socket.send(Buffer.concat([header, question, ...rrs]), peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    address: `127.0.0.1:${socket.address().port}`,
    queries,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
