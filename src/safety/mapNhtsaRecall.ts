import { GuidekitError } from '../core/GuidekitError.js';
import { requireObject, textAt } from './_lib/readRaw.js';
import { cleanText, isoDateOf, uniqueTexts, validDate } from './_lib/text.js';
import type { RecallRecord } from './recallTypes.js';

/**
 * One element of `results` from NHTSA's `GET https://api.nhtsa.gov/recalls/recallsByVehicle?make=&model=&modelYear=`.
 * Older responses spell the consequence member `Conequence`; both spellings are read.
 */
export interface NhtsaRecallJson {
  readonly NHTSACampaignNumber?: string;
  readonly Manufacturer?: string;
  /** `DD/MM/YYYY`. */
  readonly ReportReceivedDate?: string;
  readonly Component?: string;
  readonly Summary?: string;
  readonly Consequence?: string;
  readonly Conequence?: string;
  readonly Remedy?: string;
  readonly Notes?: string;
  readonly ModelYear?: string;
  readonly Make?: string;
  readonly Model?: string;
  readonly [key: string]: unknown;
}

/** NHTSA writes report dates day first (`06/03/2019` is 6 March 2019); ISO dates are accepted too. */
function reportDate(value: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (m !== null) return validDate(Number(m[3]), Number(m[2]), Number(m[1]));
  return isoDateOf(value);
}

/**
 * Maps one NHTSA vehicle recall campaign (as listed for one make, model and model year) to a {@link RecallRecord}.
 * The vehicle (`2012 ACURA RDX`) is the product, make and manufacturer are the brands, the model name is the model
 * number (vehicle model names are rarely specific enough for the model tier, so matching usually relies on names),
 * the consequence is the hazard and the remedy the remedy.
 *
 * @param raw - One element of the response's `results`.
 * @returns The normalised record; `url` is NHTSA's recall page for the campaign.
 * @throws {@link GuidekitError} `invalid_record` on field `raw` when it is not an object or has no campaign number.
 * @example
 * ```ts
 * mapNhtsaRecall(result).date //=> '2019-03-06'
 * ```
 * @see https://www.nhtsa.gov/nhtsa-datasets-and-apis#recalls
 */
export function mapNhtsaRecall(raw: NhtsaRecallJson): RecallRecord {
  const obj = requireObject(raw, 'mapNhtsaRecall');
  const id = cleanText(textAt(obj, 'NHTSACampaignNumber'));
  if (id === '') throw new GuidekitError('mapNhtsaRecall: raw has no NHTSACampaignNumber', { code: 'invalid_record', field: 'raw.NHTSACampaignNumber' });
  const vehicle = uniqueTexts([textAt(obj, 'ModelYear'), textAt(obj, 'Make'), textAt(obj, 'Model')]).join(' ');
  const component = cleanText(obj.Component);
  return {
    source: 'nhtsa',
    id,
    date: reportDate(textAt(obj, 'ReportReceivedDate')),
    title: uniqueTexts([vehicle, component]).join(': ') || id,
    products: uniqueTexts([vehicle]),
    brands: uniqueTexts([obj.Make, obj.Manufacturer]),
    model_numbers: uniqueTexts([obj.Model]),
    gtins: [],
    invalid_codes: [],
    hazards: uniqueTexts([textAt(obj, 'Consequence') || textAt(obj, 'Conequence'), obj.Summary]),
    remedies: uniqueTexts([obj.Remedy]),
    url: `https://www.nhtsa.gov/recalls?nhtsaId=${encodeURIComponent(id)}`,
    jurisdictions: ['US'],
  };
}
