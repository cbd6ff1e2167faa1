import { GuidekitError } from '../core/GuidekitError.js';
import { extractBarcodes, extractModelNumbers } from './_lib/extractIdentifiers.js';
import { objectAt, requireObject, textAt } from './_lib/readRaw.js';
import { cleanText, isoDateOf, uniqueTexts } from './_lib/text.js';
import type { RecallRecord } from './recallTypes.js';

/**
 * One Product Safety Australia (ACCC) recall as read from its listing and detail page. The ACCC publishes no JSON
 * API (only an RSS feed and HTML pages), so this is the shape a scraper produces: the page's labelled sections as text,
 * each still starting with its heading ("Product description …", "Brand …").
 */
export interface AcccRecallJson {
  /** The page slug, e.g. `2-ton-low-profile-fiernero-branded-hydraulic-trolley-jack`. */
  readonly id?: string;
  readonly sourceUrl?: string;
  readonly title?: string;
  readonly supplierName?: string;
  /** ISO date-time. */
  readonly publishedDate?: string;
  readonly detail?: {
    readonly productDescription?: string;
    readonly brand?: string;
    readonly defects?: string;
    readonly hazards?: string;
    readonly consumerAction?: string;
    readonly traders?: string;
    readonly saleDates?: string;
    readonly [key: string]: unknown;
  };
  readonly [key: string]: unknown;
}

/** Removes a section heading the page puts before the text, and the trailing link text some sections carry. */
function section(text: string, heading: RegExp): string {
  return cleanText(text)
    .replace(heading, '')
    .replace(/\s*(?:See a list of details to help identify the product|Details to help identify the product|Identifying numbers)\s*$/i, '')
    .trim();
}

/**
 * Maps one ACCC recall to a {@link RecallRecord}: brand from the "Brand" section (falling back to the supplier),
 * model and product numbers and barcodes pulled from the product description, hazards from the defect and hazard
 * sections, the remedy from "What consumers should do".
 *
 * @param raw - One scraped recall.
 * @returns The normalised record.
 * @throws {@link GuidekitError} `invalid_record` on field `raw` when it is not an object or has neither id nor sourceUrl.
 * @example
 * ```ts
 * mapAcccRecall(rec).model_numbers //=> ['OY1052L', '2TLWPROJACK010', '2TLWPROJACK011', '2TLWPROJACK']
 * ```
 * @see https://www.productsafety.gov.au/recalls
 */
export function mapAcccRecall(raw: AcccRecallJson): RecallRecord {
  const obj = requireObject(raw, 'mapAcccRecall');
  const url = cleanText(obj.sourceUrl);
  const id = cleanText(textAt(obj, 'id')) || url.replace(/^.*\//, '');
  if (id === '') throw new GuidekitError('mapAcccRecall: raw has neither id nor sourceUrl', { code: 'invalid_record', field: 'raw.id' });
  const detail = objectAt(obj, 'detail');
  const description = section(textAt(detail, 'productDescription'), /^Product description\s*/i);
  const brand = section(textAt(detail, 'brand'), /^Brand\s*/i);
  const title = cleanText(obj.title) || cleanText(textAt(detail, 'title'));
  const codes = extractBarcodes([description]);
  return {
    source: 'accc',
    id,
    date: isoDateOf(obj.publishedDate) ?? isoDateOf(textAt(detail, 'publishedDate')),
    title,
    products: uniqueTexts([title]),
    brands: uniqueTexts([brand, obj.supplierName]),
    model_numbers: extractModelNumbers([description]),
    gtins: codes.gtins,
    invalid_codes: codes.invalid,
    hazards: uniqueTexts([
      section(textAt(detail, 'defects'), /^Reason the product is recalled\s*/i),
      section(textAt(detail, 'hazards'), /^The hazards to consumers\s*/i),
    ]),
    remedies: uniqueTexts([section(textAt(detail, 'consumerAction'), /^What consumers should do\s*/i)]),
    url: url || null,
    jurisdictions: ['AU'],
  };
}
