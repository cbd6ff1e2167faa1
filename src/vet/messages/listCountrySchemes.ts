import type { MessageCatalogs } from '../../core/i18n/createTranslate.js';
import type { SchemeBasisKey } from '../rules/countrySchemes.js';
import { LIST_COUNTRY_SCHEMES_MESSAGES_DE } from './listCountrySchemes.de.js';
import { LIST_COUNTRY_SCHEMES_MESSAGES_FR } from './listCountrySchemes.fr.js';

/**
 * The rating and compensation basis of each national scheme in `rules/countrySchemes.ts`, without amounts.
 *
 * @see spec: Veterans Benefits Guidance Service, What the service does
 */
export const LIST_COUNTRY_SCHEMES_MESSAGES: MessageCatalogs<SchemeBasisKey> = {
  en: {
    basis_uk_afcs:
      'For injury or illness caused by service on or after 6 April 2005: each injury is placed at a tariff level from 1 (most severe) to 15, each with a fixed tax-free lump sum; several injuries add up to the level-1 amount at most. Amounts are set by Parliament and uprated; none are given here because no dated table was verified.',
    basis_uk_gip:
      'Tariff levels 1 to 11 also carry a tax-free Guaranteed Income Payment for life: salary at leaving × an age factor × a band percentage by level (100% for levels 1-4 down to 10% for level 11), uprated each year with prices.',
    basis_uk_wps:
      'For disablement caused by service before 6 April 2005: disablement is assessed as a percentage; below 20% a tax-free lump-sum gratuity, from 20% a tax-free weekly or monthly pension proportional to the 100% rate, uprated each year with the consumer price index; allowances such as Constant Attendance and Unemployability Supplement may be added.',
    basis_ca_psc:
      'Disability extent in percent (VAC Table of Disabilities) × the maximum monthly Pain and Suffering Compensation, paid monthly for life or taken as a lump sum; Additional Pain and Suffering Compensation (grades 1-3) for severe and permanent impairments that are a barrier to re-establishment.',
    basis_ca_irb:
      'Monthly Income Replacement Benefit for veterans with a diminished earning capacity or in rehabilitation: 90% of pre-release military salary, less other income (offsets), with career-progression increases.',
    basis_au_mrca:
      'Impairment points (GARP M, the MRCA Guide to Determining Impairment and Compensation) and a lifestyle rating combine into permanent impairment compensation, paid weekly or taken fully or partly as a lump sum; incapacity payments replace lost earnings.',
    basis_au_vea:
      'General Rate disability compensation payment from 10% to 100% of the general rate by assessed impairment and lifestyle (Guide to the Assessment of Rates of Veterans\u2019 Pensions), with the Extreme Disablement Adjustment and the Special Rate (TPI) for those unable to work.',
    basis_au_drca:
      'Permanent impairment lump sum by the degree of whole-person impairment, plus non-economic loss; incapacity payments replace lost earnings.',
    basis_au_harmonised:
      'Reported (not verified): from 1 July 2026 new compensation claims are decided under the MRCA only; earlier VEA and DRCA awards continue.',
    basis_nz_vsa:
      'Scheme One (qualifying operational service before 1 April 1974): disablement pension by whole-person impairment; Scheme Two (service from 1 April 1974): lump-sum compensation for permanent impairment; amounts indexed each year.',
    basis_nz_weekly:
      'Weekly income compensation under section 59 for a veteran under New Zealand Superannuation age who cannot work full time because of a service-related condition and is in rehabilitation.',
    basis_de_seg:
      'Monthly compensation (§ 11 SEG) by the degree of injury consequences (Grad der Schädigungsfolgen, GdS) from 30, in steps for GdS 30/40, 50/60, 70/80, 90 and 100, indexed to the pension value (§ 13); it may be taken as a lump sum (§ 12). Amounts not given here.',
    basis_de_seg_earnings:
      'Compensation for loss of earnings under the SEG, measured against reference incomes by education level.',
  },
  es: {
    basis_uk_afcs:
      'Para lesiones o enfermedades causadas por el servicio desde el 6 de abril de 2005: cada lesión se ubica en un nivel de tarifa del 1 (más grave) al 15, cada uno con un pago único fijo libre de impuestos; varias lesiones suman como máximo el importe del nivel 1. El Parlamento fija y actualiza los importes; no se dan aquí porque no se verificó una tabla fechada.',
    basis_uk_gip:
      'Los niveles 1 a 11 también dan un Guaranteed Income Payment vitalicio libre de impuestos: salario al dejar el servicio × un factor de edad × un porcentaje de banda según el nivel (100 % para los niveles 1-4 hasta 10 % para el nivel 11), actualizado cada año con los precios.',
    basis_uk_wps:
      'Para discapacidad causada por el servicio antes del 6 de abril de 2005: la discapacidad se evalúa en porcentaje; por debajo del 20 % un pago único (gratuity) libre de impuestos, desde el 20 % una pensión semanal o mensual libre de impuestos proporcional a la tasa del 100 %, actualizada cada año con el índice de precios al consumo; pueden sumarse asignaciones como Constant Attendance y Unemployability Supplement.',
    basis_ca_psc:
      'Grado de discapacidad en porcentaje (Table of Disabilities de VAC) × la Pain and Suffering Compensation mensual máxima, pagada mensualmente de por vida o como pago único; Additional Pain and Suffering Compensation (grados 1-3) para deficiencias graves y permanentes que impiden la reinserción.',
    basis_ca_irb:
      'Income Replacement Benefit mensual para veteranos con capacidad de ganancia disminuida o en rehabilitación: 90 % del salario militar previo a la baja, menos otros ingresos (compensaciones), con aumentos por progresión de carrera.',
    basis_au_mrca:
      'Los puntos de deficiencia (GARP M, la guía de la MRCA para determinar deficiencia e indemnización) y una calificación de estilo de vida se combinan en una indemnización por deficiencia permanente, pagada semanalmente o total o parcialmente como pago único; los pagos por incapacidad reemplazan ingresos perdidos.',
    basis_au_vea:
      'Pago de compensación por discapacidad de tasa general del 10 % al 100 % de la tasa general según la deficiencia y el estilo de vida evaluados (Guide to the Assessment of Rates of Veterans\u2019 Pensions), con el Extreme Disablement Adjustment y la Special Rate (TPI) para quienes no pueden trabajar.',
    basis_au_drca:
      'Pago único por deficiencia permanente según el grado de deficiencia de la persona en su conjunto, más pérdida no económica; los pagos por incapacidad reemplazan ingresos perdidos.',
    basis_au_harmonised:
      'Informado (no verificado): desde el 1 de julio de 2026 las nuevas reclamaciones de indemnización se deciden solo según la MRCA; las prestaciones anteriores de la VEA y la DRCA continúan.',
    basis_nz_vsa:
      'Scheme One (servicio operativo calificado antes del 1 de abril de 1974): pensión por discapacidad según la deficiencia de la persona en su conjunto; Scheme Two (servicio desde el 1 de abril de 1974): pago único por deficiencia permanente; importes indexados cada año.',
    basis_nz_weekly:
      'Compensación semanal de ingresos según el artículo 59 para un veterano menor de la edad de la New Zealand Superannuation que no puede trabajar a tiempo completo por una condición relacionada con el servicio y está en rehabilitación.',
    basis_de_seg:
      'Pago mensual (§ 11 SEG) según el grado de las secuelas (Grad der Schädigungsfolgen, GdS) desde 30, por tramos para GdS 30/40, 50/60, 70/80, 90 y 100, indexado al valor de la pensión (§ 13); puede cobrarse como pago único (§ 12). Los importes no se dan aquí.',
    basis_de_seg_earnings:
      'Compensación por pérdida de ingresos según la SEG, medida frente a ingresos de referencia según el nivel de formación.',
  },
  de: LIST_COUNTRY_SCHEMES_MESSAGES_DE,
  fr: LIST_COUNTRY_SCHEMES_MESSAGES_FR,
};
