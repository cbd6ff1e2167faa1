import type { MessageCatalogs } from '../../core/i18n/createTranslate.js';

const en = {
  evidence_gtin: 'Barcode {gtin} is listed in this recall; brand {brand_agreement}.',
  evidence_model: 'Model number {model} is listed in this recall; brand {brand_agreement}.',
  evidence_model_prefix: 'The recall covers the model series {prefix}, and {model} belongs to it; brand {brand_agreement}.',
  evidence_brand: 'The brand matches a recall; no model, barcode or product name was given to narrow it down.',
  evidence_name: 'The product name resembles this recall ({tokens}); names alone can only suggest a match.',
  agreement_agree: 'agrees',
  agreement_disagree: 'differs',
  agreement_unknown: 'not confirmed',
  reason_recalled: 'A recall lists this exact product: {title} ({source} {id}).',
  reason_possible: 'A recall may concern this product: {title} ({source} {id}); check the model and batch against the notice.',
  reason_no_match: 'No recall in the checked sources matches this product.',
  reason_source_unavailable: 'The {source} recall source could not be checked, so a recall there cannot be ruled out.',
  reason_source_stale: 'The {source} recall snapshot is {age} days old (limit {limit}), so newer recalls may be missing.',
  reason_source_undated: 'The {source} recall snapshot has no date, so it cannot be shown to be current.',
  reason_no_sources: 'No recall source was checked.',
  reason_invalid_upc: 'The barcode {upc} is not a valid GTIN ({why}), so it was not matched on.',
  reason_model_unusable: 'The model number {model} is too short or has no digit, so it was not matched on.',
  reason_nothing_to_match: 'Nothing in the query can be matched: give a valid barcode, a model number, a brand or a product name.',
  why_empty: 'no digits',
  why_length: 'it must have 8, 12, 13 or 14 digits',
  why_check_digit: 'its check digit is wrong',
  why_not_digits: 'it contains letters',
} as const;

/** Keys of the recall-match messages. */
export type MatchRecallsMessageKey = keyof typeof en;

/** English and Spanish texts of {@link matchRecalls}. */
export const MATCH_RECALLS_MESSAGES: MessageCatalogs<MatchRecallsMessageKey> = {
  en,
  es: {
    evidence_gtin: 'El código de barras {gtin} figura en esta retirada; la marca {brand_agreement}.',
    evidence_model: 'El número de modelo {model} figura en esta retirada; la marca {brand_agreement}.',
    evidence_model_prefix: 'La retirada abarca la serie de modelos {prefix} y {model} pertenece a ella; la marca {brand_agreement}.',
    evidence_brand: 'La marca coincide con una retirada; no se indicó modelo, código de barras ni nombre de producto para precisarla.',
    evidence_name: 'El nombre del producto se parece a esta retirada ({tokens}); el nombre por sí solo solo puede sugerir una coincidencia.',
    agreement_agree: 'coincide',
    agreement_disagree: 'es distinta',
    agreement_unknown: 'no está confirmada',
    reason_recalled: 'Una retirada incluye exactamente este producto: {title} ({source} {id}).',
    reason_possible: 'Una retirada podría afectar a este producto: {title} ({source} {id}); compare el modelo y el lote con el aviso.',
    reason_no_match: 'Ninguna retirada de las fuentes consultadas coincide con este producto.',
    reason_source_unavailable: 'No se pudo consultar la fuente de retiradas {source}, así que no se puede descartar una retirada allí.',
    reason_source_stale: 'La copia de la fuente {source} tiene {age} días (límite {limit}), así que pueden faltar retiradas recientes.',
    reason_source_undated: 'La copia de la fuente {source} no tiene fecha, así que no se puede demostrar que esté al día.',
    reason_no_sources: 'No se consultó ninguna fuente de retiradas.',
    reason_invalid_upc: 'El código de barras {upc} no es un GTIN válido ({why}), así que no se usó para buscar.',
    reason_model_unusable: 'El número de modelo {model} es demasiado corto o no tiene cifras, así que no se usó para buscar.',
    reason_nothing_to_match: 'No hay nada en la consulta con que buscar: indique un código de barras válido, un modelo, una marca o un nombre de producto.',
    why_empty: 'no tiene cifras',
    why_length: 'debe tener 8, 12, 13 o 14 cifras',
    why_check_digit: 'su dígito de control es incorrecto',
    why_not_digits: 'contiene letras',
  },
};
