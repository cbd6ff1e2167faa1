import { GuidekitError } from '../core/GuidekitError.js';
import { extractBarcodes, extractModelNumbers, readBarcodeList } from './_lib/extractIdentifiers.js';
import { pluck, requireObject, textAt } from './_lib/readRaw.js';
import { cleanText, isoDateOf, uniqueTexts } from './_lib/text.js';
import type { RecallRecord } from './recallTypes.js';

/**
 * One record of the CPSC Recall Retrieval web service (`GET https://www.saferproducts.gov/RestWebServices/Recall?format=json`,
 * a bare JSON array of these). Only the members the mapper reads are listed; others are ignored.
 */
export interface CpscRecallJson {
  readonly RecallID?: number;
  readonly RecallNumber?: string;
  /** `YYYY-MM-DD` or `YYYY-MM-DDT00:00:00`. */
  readonly RecallDate?: string;
  readonly Description?: string;
  readonly URL?: string;
  readonly Title?: string;
  readonly Products?: readonly { readonly Name?: string; readonly Model?: string; readonly Type?: string; readonly CategoryID?: string; readonly NumberOfUnits?: string }[];
  readonly Images?: readonly { readonly URL?: string; readonly Caption?: string }[];
  readonly Manufacturers?: readonly { readonly Name?: string }[];
  readonly Importers?: readonly { readonly Name?: string }[];
  readonly Distributors?: readonly { readonly Name?: string }[];
  readonly Retailers?: readonly { readonly Name?: string }[];
  readonly ProductUPCs?: readonly { readonly UPC?: string }[];
  readonly Hazards?: readonly { readonly Name?: string }[];
  readonly Remedies?: readonly { readonly Name?: string }[];
  readonly RemedyOptions?: readonly { readonly Option?: string }[];
  readonly [key: string]: unknown;
}

/** The firm named before "Recalls" in a CPSC title ("Daikin Comfort Technologies Manufacturing Recalls Amana…"). */
function titleFirm(title: string): string {
  const m = /^(.{2,80}?)\s+(?:Expands\s+)?Recalls?\b/.exec(title);
  return m === null ? '' : m[1]!;
}

/**
 * Maps one CPSC recall to a {@link RecallRecord}. CPSC has no brand field, so brands come from the firm named in the
 * title ("X Recalls…"), the importers, manufacturers and distributors (with `dba` names), and the first word of each
 * product name; `Products[].Model` is almost always empty, so model numbers are also pulled from the description,
 * title and image captions; UPCs come from `ProductUPCs` and from "UPC …" mentions in the description.
 *
 * @param raw - One element of the service's JSON array.
 * @returns The normalised record, or `null` for the service's in-band error record (`RecallID: 0`, title
 *   "Error retrieving Recalls…"), which arrives with HTTP 200 and is not a recall.
 * @throws {@link GuidekitError} `invalid_record` on field `raw` when it is not an object or has neither RecallID nor RecallNumber.
 * @example
 * ```ts
 * mapCpscRecall(records[0])?.gtins //=> ['00628078802274']
 * ```
 * @see https://www.cpsc.gov/Recalls/CPSC-Recalls-Application-Program-Interface-API-Information
 */
export function mapCpscRecall(raw: CpscRecallJson): RecallRecord | null {
  const obj = requireObject(raw, 'mapCpscRecall');
  const title = cleanText(obj.Title);
  if (obj.RecallID === 0 || /^Error retrieving/i.test(title)) return null;
  const id = cleanText(textAt(obj, 'RecallNumber')) || cleanText(textAt(obj, 'RecallID'));
  if (id === '') {
    throw new GuidekitError('mapCpscRecall: raw has neither RecallID nor RecallNumber', { code: 'invalid_record', field: 'raw.RecallID' });
  }
  const description = cleanText(obj.Description);
  const products = uniqueTexts(pluck(obj, 'Products', 'Name'));
  const captions = uniqueTexts(pluck(obj, 'Images', 'Caption'));
  const firms = [...pluck(obj, 'Importers', 'Name'), ...pluck(obj, 'Manufacturers', 'Name'), ...pluck(obj, 'Distributors', 'Name')];
  const firstWords = products.map((p) => p.split(' ')[0] ?? '');
  const listed = readBarcodeList(pluck(obj, 'ProductUPCs', 'UPC'));
  const prose = extractBarcodes([description]);
  const models = uniqueTexts([...pluck(obj, 'Products', 'Model'), ...extractModelNumbers([description, title, ...captions])]);
  return {
    source: 'cpsc',
    id,
    date: isoDateOf(obj.RecallDate),
    title,
    products,
    brands: uniqueTexts([titleFirm(title), ...firms, ...firstWords]),
    model_numbers: models,
    gtins: [...new Set([...listed.gtins, ...prose.gtins])],
    invalid_codes: [...new Set([...listed.invalid, ...prose.invalid])],
    hazards: uniqueTexts(pluck(obj, 'Hazards', 'Name')),
    remedies: uniqueTexts([...pluck(obj, 'RemedyOptions', 'Option'), ...pluck(obj, 'Remedies', 'Name')]),
    url: cleanText(obj.URL) || null,
    jurisdictions: ['US'],
  };
}

