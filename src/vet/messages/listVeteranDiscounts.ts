import type { MessageCatalogs } from '../../core/i18n/createTranslate.js';
import { LIST_VETERAN_DISCOUNTS_MESSAGES_DE } from './listVeteranDiscounts.de.js';
import { LIST_VETERAN_DISCOUNTS_MESSAGES_FR } from './listVeteranDiscounts.fr.js';

/** Message keys of `listVeteranDiscounts`. */
export type ListVeteranDiscountsMessageKey =
  | 'private_caveat' | 'government_basis' | 'needs_rating' | 'needs_pt' | 'rating_unknown'
  | 'none_in_category' | 'nz_none' | 'unmapped' | 'summary' | 'summary_none';

/**
 * Narrative text of `listVeteranDiscounts`, in English and Spanish.
 *
 * @see spec: Veterans Benefits Guidance Service, Resources and their fields (discounts)
 */
export const LIST_VETERAN_DISCOUNTS_MESSAGES: MessageCatalogs<ListVeteranDiscountsMessageKey> = {
  en: {
    private_caveat: 'A private company\'s offer: not verified here, subject to change or withdrawal; confirm with the company before relying on it.',
    government_basis: 'Granted by law or government policy.',
    needs_rating: 'Requires a service-connected rating of at least {min}%; yours is {rating}%.',
    needs_pt: 'Requires a 100% rating that is permanent and total (P&T).',
    rating_unknown: 'Requires a service-connected rating of at least {min}%{pt}: send disability_rating to check.',
    none_in_category: '{category, plural, one {No # discount is} other {No # discounts are}} encoded for {country}.',
    nz_none: 'New Zealand has no national discount scheme reserved to veterans; the SuperGold Card (age 65+ or some benefit recipients) is the closest general one, and some RSAs arrange local offers.',
    unmapped: 'No veteran discounts are mapped for {country}; US discounts are not applied.',
    summary: '{count, plural, one {# discount} other {# discounts}} for {country}{category}, {eligible} usable with what you told us.',
    summary_none: 'No discounts encoded for {country}{category}.',
  },
  es: {
    private_caveat: 'Oferta de una empresa privada: no verificada aquí, puede cambiar o retirarse; confírmela con la empresa antes de contar con ella.',
    government_basis: 'Otorgado por ley o por política del gobierno.',
    needs_rating: 'Requiere una calificación relacionada con el servicio de al menos {min}%; la suya es {rating}%.',
    needs_pt: 'Requiere una calificación del 100% permanente y total (P&T).',
    rating_unknown: 'Requiere una calificación relacionada con el servicio de al menos {min}%{pt}: envíe disability_rating para comprobarlo.',
    none_in_category: 'No hay ningún descuento de {category} codificado para {country}.',
    nz_none: 'Nueva Zelanda no tiene un programa nacional de descuentos reservado a veteranos; la SuperGold Card (65 años o más, o algunos beneficiarios) es lo más cercano, y algunas RSA acuerdan ofertas locales.',
    unmapped: 'No hay descuentos para veteranos mapeados para {country}; no se aplican los descuentos de EE. UU.',
    summary: '{count, plural, one {# descuento} other {# descuentos}} para {country}{category}, {eligible, plural, one {# utilizable} other {# utilizables}} con lo que nos indicó.',
    summary_none: 'No hay descuentos codificados para {country}{category}.',
  },
  de: LIST_VETERAN_DISCOUNTS_MESSAGES_DE,
  fr: LIST_VETERAN_DISCOUNTS_MESSAGES_FR,
};
