import { crc32, inflateRawSync } from 'node:zlib';

/** An entry's bytes, or why the archive could not be read. */
export type ZipEntryOutcome = { readonly ok: true; readonly name: string; readonly data: Uint8Array } | { readonly ok: false; readonly error: string };

/**
 * Extracts one file from a zip archive held in memory (stored or deflated; no zip64, no encryption), checking its
 * CRC-32 and refusing to inflate past `maxBytes`. `pick` chooses the entry by name; default the first file.
 */
export function readZipEntry(zip: Uint8Array, options: { readonly maxBytes: number; readonly pick?: (name: string) => boolean }): ZipEntryOutcome {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  // The end-of-central-directory record sits in the last 22 + 65535 bytes.
  let eocd = -1;
  for (let i = zip.byteLength - 22; i >= Math.max(0, zip.byteLength - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return { ok: false, error: 'not a zip archive (no end of central directory)' };
  const entries = view.getUint16(eocd + 10, true);
  let at = view.getUint32(eocd + 16, true);
  const decoder = new TextDecoder('utf-8');
  for (let n = 0; n < entries; n++) {
    if (at + 46 > zip.byteLength || view.getUint32(at, true) !== 0x02014b50) return { ok: false, error: 'zip central directory is damaged' };
    const method = view.getUint16(at + 10, true);
    const crc = view.getUint32(at + 16, true);
    const compressed = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const name = decoder.decode(zip.subarray(at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
    if (name.endsWith('/') || !(options.pick?.(name) ?? true)) continue;
    if (size > options.maxBytes) return { ok: false, error: `zip entry ${name} holds ${size} bytes, over the ${options.maxBytes}-byte limit` };
    if (local + 30 > zip.byteLength || view.getUint32(local, true) !== 0x04034b50) return { ok: false, error: `zip entry ${name} has no local header` };
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const raw = zip.subarray(start, start + compressed);
    let data: Uint8Array;
    try {
      if (method === 0) data = raw;
      else if (method === 8) data = inflateRawSync(raw, { maxOutputLength: Math.max(1, options.maxBytes) });
      else return { ok: false, error: `zip entry ${name} uses compression method ${method}, which is not supported` };
    } catch (error) {
      return { ok: false, error: `zip entry ${name} could not be inflated: ${(error as Error).message}` };
    }
    if (data.byteLength !== size || crc32(data) !== crc) return { ok: false, error: `zip entry ${name} fails its size or CRC-32 check` };
    return { ok: true, name, data };
  }
  return { ok: false, error: 'zip archive holds no matching file' };
}
