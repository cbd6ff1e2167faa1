import { GuidekitError } from '../core/GuidekitError.js';
import { extractModelNumbers, readBarcodeList } from './_lib/extractIdentifiers.js';
import { arrayAt, objectAt, requireObject, textAt } from './_lib/readRaw.js';
import { cleanText, isoDateOf, uniqueTexts } from './_lib/text.js';
import type { RecallRecord } from './recallTypes.js';

/**
 * One row of Health Canada's recalls open data (`HCRSAMOpenData.json`, keys as published, spaces included), optionally
 * carrying a `Detail` object with the notice page's "Affected products" table (brand, UPC, model or catalogue number),
 * which the open data does not include and an adapter may scrape from the page at `URL`.
 */
export interface HealthCanadaRecallJson {
  readonly NID?: string;
  readonly Title?: string;
  readonly URL?: string;
  readonly Organization?: string;
  readonly Product?: string;
  readonly Issue?: string;
  readonly 'What you should do'?: string;
  readonly Category?: string;
  readonly 'Recall class'?: string;
  /** YYYY-MM-DD. */
  readonly 'Last updated'?: string;
  readonly Archived?: string;
  readonly Detail?: {
    readonly brandNames?: readonly string[];
    readonly affectedProducts?: readonly {
      readonly product?: string;
      readonly upc?: string;
      readonly fields?: { readonly brand?: string; readonly upc?: string; readonly modelOrCatalogueNumber?: string; readonly [key: string]: unknown };
    }[];
    readonly [key: string]: unknown;
  };
  readonly [key: string]: unknown;
}

/**
 * Maps one Health Canada recall row to a {@link RecallRecord}. The open data has no publication date, so `date` is
 * the row's "Last updated"; it has no brand or barcode columns either, so those come only from an attached `Detail`
 * table (without one, matching falls back to names). `Issue` is the hazard and "What you should do" the remedy.
 *
 * @param raw - One row of the open-data JSON array.
 * @returns The normalised record.
 * @throws {@link GuidekitError} `invalid_record` on field `raw` when it is not an object or has no NID.
 * @example
 * ```ts
 * mapHealthCanadaRecall(row).gtins //=> ['06924878900955']
 * ```
 * @see https://recalls-rappels.canada.ca/en/open-data
 */
export function mapHealthCanadaRecall(raw: HealthCanadaRecallJson): RecallRecord {
  const obj = requireObject(raw, 'mapHealthCanadaRecall');
  const id = cleanText(textAt(obj, 'NID'));
  if (id === '') throw new GuidekitError('mapHealthCanadaRecall: raw has no NID', { code: 'invalid_record', field: 'raw.NID' });
  const detail = objectAt(obj, 'Detail');
  const affected = arrayAt(detail, 'affectedProducts');
  const fields = affected.map((a) => objectAt(a, 'fields'));
  const title = cleanText(obj.Title);
  const brandNames = Array.isArray(detail?.brandNames) ? (detail.brandNames as unknown[]) : [];
  const codes = readBarcodeList([...affected.map((a) => textAt(a, 'upc')), ...fields.map((f) => textAt(f, 'upc'))]);
  const product = cleanText(obj.Product);
  return {
    source: 'health-canada',
    id,
    date: isoDateOf(obj['Last updated']),
    title,
    products: uniqueTexts([product, ...affected.map((a) => textAt(a, 'product'))]),
    brands: uniqueTexts([...brandNames, ...fields.map((f) => textAt(f, 'brand'))]),
    model_numbers: uniqueTexts([...fields.map((f) => textAt(f, 'modelOrCatalogueNumber')), ...extractModelNumbers([title, product])]),
    gtins: codes.gtins,
    invalid_codes: codes.invalid,
    hazards: uniqueTexts([obj.Issue]),
    remedies: uniqueTexts([obj['What you should do']]),
    url: cleanText(obj.URL) || null,
    jurisdictions: ['CA'],
  };
}
