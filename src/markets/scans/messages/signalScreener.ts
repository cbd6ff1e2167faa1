import type { MessageCatalogs } from '../../../core/i18n/createTranslate.js';

/** Message keys of the screener's notes. */
export type SignalScreenerKey = 'no_company_facts';

/** English and Spanish notes of the screener endpoint. */
export const signalScreenerMessages: MessageCatalogs<SignalScreenerKey> = {
  en: { no_company_facts: 'No company-facts source is configured, so value (earnings yield) and quality (gross profitability) are not used; the screen ranks on the price factors.' },
  es: { no_company_facts: 'No hay configurada una fuente de datos de empresas, así que no se usan el valor (rendimiento de beneficios) ni la calidad (rentabilidad bruta); el filtro clasifica con los factores de precio.' },
};
