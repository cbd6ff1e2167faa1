import { crc32 } from 'node:zlib';
import { strFromU8, unzipSync, type UnzipFileInfo } from 'fflate';

/** An entry's bytes, or why the archive could not be read. */
export type ZipEntryOutcome = { readonly ok: true; readonly name: string; readonly data: Uint8Array } | { readonly ok: false; readonly error: string };

/**
 * The CRC-32 the central directory records for each entry. fflate reads the archive but does not hand these over
 * nor check them, so they are read here (APPNOTE 4.3.12: signature, CRC at +16, name at +46).
 */
function centralCrcs(zip: Uint8Array): Map<string, number> {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const crcs = new Map<string, number>();
  let eocd = zip.byteLength - 22;
  while (eocd >= 0 && view.getUint32(eocd, true) !== 0x06054b50) eocd--;
  if (eocd < 0) return crcs;
  let at = view.getUint32(eocd + 16, true);
  for (let n = view.getUint16(eocd + 10, true); n > 0 && at + 46 <= zip.byteLength && view.getUint32(at, true) === 0x02014b50; n--) {
    const nameLength = view.getUint16(at + 28, true);
    const utf8 = (view.getUint16(at + 8, true) & 0x800) !== 0;
    crcs.set(strFromU8(zip.subarray(at + 46, at + 46 + nameLength), !utf8), view.getUint32(at + 16, true));
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return crcs;
}

/**
 * Extracts one file from a zip archive held in memory with fflate (stored or deflated entries, zip64 sizes), checking
 * its CRC-32 against the central directory and refusing an entry whose size is over `maxBytes` before inflating it
 * (fflate inflates into a buffer of the declared size, so a lying header cannot grow past it). `pick` chooses the
 * entry by name; default the first file.
 */
export function readZipEntry(zip: Uint8Array, options: { readonly maxBytes: number; readonly pick?: (name: string) => boolean }): ZipEntryOutcome {
  let chosen: UnzipFileInfo | undefined;
  let refusal: string | undefined;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(zip, {
      filter(file) {
        if (chosen !== undefined || refusal !== undefined || file.name.endsWith('/') || !(options.pick?.(file.name) ?? true)) return false;
        if (file.compression !== 0 && file.compression !== 8) refusal = `zip entry ${file.name} uses compression method ${file.compression}, which is not supported`;
        else if (file.originalSize > options.maxBytes) refusal = `zip entry ${file.name} holds ${file.originalSize} bytes, over the ${options.maxBytes}-byte limit`;
        else chosen = file;
        return refusal === undefined;
      },
    });
  } catch (error) {
    const message = (error as Error).message;
    if (chosen === undefined && refusal === undefined) return { ok: false, error: /end of central directory|invalid zip/i.test(message) ? 'not a zip archive (no end of central directory)' : `zip archive could not be read: ${message}` };
    return { ok: false, error: `zip entry ${chosen?.name ?? '?'} could not be inflated: ${message}` };
  }
  if (refusal !== undefined) return { ok: false, error: refusal };
  if (chosen === undefined) return { ok: false, error: 'zip archive holds no matching file' };
  const data = files[chosen.name]!;
  const crc = centralCrcs(zip).get(chosen.name);
  if (data.byteLength !== chosen.originalSize || crc === undefined || crc32(data) !== crc) return { ok: false, error: `zip entry ${chosen.name} fails its size or CRC-32 check` };
  return { ok: true, name: chosen.name, data };
}
