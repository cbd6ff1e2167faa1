import { GuidekitError } from '../core/GuidekitError.js';
import { readBarcodeList } from './_lib/extractIdentifiers.js';
import { arrayAt, objectAt, pluck, requireObject, textAt, type RawObject } from './_lib/readRaw.js';
import { cleanText, isoDateOf, uniqueTexts } from './_lib/text.js';
import type { RecallRecord } from './recallTypes.js';

/**
 * One EU Safety Gate alert as returned by the web application's detail endpoint
 * (`GET https://ec.europa.eu/safety-gate-alerts/public/api/notification/{id}?language=en`). Only members read are listed.
 */
export interface SafetyGateAlertJson {
  readonly id?: number;
  /** e.g. `SR/01950/26`. */
  readonly reference?: string;
  /** ISO date-time. */
  readonly publicationDate?: string;
  readonly country?: { readonly key?: string };
  readonly product?: {
    readonly nameSpecific?: string;
    readonly productCategory?: { readonly name?: string };
    readonly brands?: readonly { readonly brand?: string }[];
    readonly modelTypes?: readonly { readonly modelType?: string }[];
    readonly barcodes?: readonly { readonly barcode?: string }[];
    readonly versions?: readonly { readonly language?: { readonly key?: string }; readonly name?: string; readonly description?: string }[];
  };
  readonly risk?: {
    readonly riskType?: readonly { readonly name?: string }[];
    readonly versions?: readonly { readonly language?: { readonly key?: string }; readonly riskDescription?: string; readonly legalProvision?: string }[];
  };
  readonly measureTaken?: { readonly measures?: readonly { readonly measureCategory?: { readonly name?: string } }[] };
  readonly [key: string]: unknown;
}

/** The English version of a multilingual block, else the first one. */
function english(versions: RawObject[]): RawObject | undefined {
  return versions.find((v) => textAt(objectAt(v, 'language'), 'key').toUpperCase() === 'EN') ?? versions[0];
}

/** `PRODUCT_RECALL_FROM_CONSUMERS` → `Product recall from consumers`. */
function humanize(code: string): string {
  const t = code.replace(/_/g, ' ').toLowerCase();
  return t.charAt(0).toUpperCase() + t.slice(1);
}

/**
 * Maps one Safety Gate alert to a {@link RecallRecord}: the English product version gives the name, `brands`,
 * `modelTypes` and `barcodes` the identifiers (barcodes that are not valid GTINs, such as internal references,
 * go to `invalid_codes`), the risk types and English risk description the hazards, and the measures taken the remedies.
 *
 * @param raw - One alert detail object.
 * @returns The normalised record; `url` is the alert's public web page.
 * @throws {@link GuidekitError} `invalid_record` on field `raw` when it is not an object or has neither reference nor id.
 * @example
 * ```ts
 * mapSafetyGateAlert(alert).id //=> 'SR/01948/26'
 * ```
 * @see https://ec.europa.eu/safety-gate-alerts/screen/webReport
 */
export function mapSafetyGateAlert(raw: SafetyGateAlertJson): RecallRecord {
  const obj = requireObject(raw, 'mapSafetyGateAlert');
  const numericId = textAt(obj, 'id');
  const id = cleanText(textAt(obj, 'reference')) || numericId;
  if (id === '') throw new GuidekitError('mapSafetyGateAlert: raw has neither reference nor id', { code: 'invalid_record', field: 'raw.reference' });
  const product = objectAt(obj, 'product');
  const risk = objectAt(obj, 'risk');
  const en = english(arrayAt(product, 'versions'));
  const riskEn = english(arrayAt(risk, 'versions'));
  const nameEn = cleanText(textAt(en, 'name'));
  const nameSpecific = cleanText(textAt(product, 'nameSpecific'));
  const brands = uniqueTexts(pluck(product, 'brands', 'brand'));
  const codes = readBarcodeList(pluck(product, 'barcodes', 'barcode'));
  const measures = arrayAt(objectAt(obj, 'measureTaken'), 'measures').map((m) => humanize(textAt(objectAt(m, 'measureCategory'), 'name')));
  return {
    source: 'safety-gate',
    id,
    date: isoDateOf(obj.publicationDate),
    title: uniqueTexts([nameEn || nameSpecific, brands.length > 0 ? `(${brands.join(', ')})` : '']).join(' '),
    products: uniqueTexts([nameEn, nameSpecific]),
    brands,
    model_numbers: uniqueTexts(pluck(product, 'modelTypes', 'modelType')),
    gtins: codes.gtins,
    invalid_codes: codes.invalid,
    hazards: uniqueTexts([...pluck(risk, 'riskType', 'name').map(humanize), textAt(riskEn, 'riskDescription')]),
    remedies: uniqueTexts(measures),
    url: numericId === '' ? null : `https://ec.europa.eu/safety-gate-alerts/screen/webReport/alertDetail/${numericId}`,
    jurisdictions: ['EU'],
  };
}
