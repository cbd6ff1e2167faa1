import type { MessageCatalogs } from '../../../core/i18n/createTranslate.js';

/** Message keys of assessTokenizedStocks. */
export type AssessTokenizedStocksKey =
  | 'call_rich'
  | 'call_cheap'
  | 'call_none'
  | 'call_none_priced'
  | 'unpriced_no_source'
  | 'unpriced_quote'
  | 'unpriced_underlying'
  | 'unpriced_ratio'
  | 'unpriced_implausible'
  | 'basis_last'
  | 'basis_reference';

/** English and Spanish narrative of the tokenized-stock signal. */
export const assessTokenizedStocksMessages: MessageCatalogs<AssessTokenizedStocksKey> = {
  en: {
    call_rich: '{token} trades {premium} bps above {underlying} ({basis}): rich against its underlying, beyond the {threshold} bps a round trip costs.',
    call_cheap: '{token} trades {premium} bps below {underlying} ({basis}): cheap against its underlying, beyond the {threshold} bps a round trip costs.',
    call_none: 'No token trades more than {threshold} bps from its underlying; the widest is {token} at {premium} bps.',
    call_none_priced: 'No token could be priced against its underlying.',
    unpriced_no_source: 'No keyless quote of this token is read here.',
    unpriced_quote: 'Its quote could not be read: {detail}.',
    unpriced_underlying: 'Its underlying\'s price could not be read: {detail}.',
    unpriced_ratio: 'It tracks a changing number of shares (a total-return tracker), so its price is not comparable to one share\'s.',
    unpriced_implausible: 'Its mid {mid} is {premium} bps from what its underlying implies ({implied}), beyond the sanity limit of {limit} %: the quote cannot be this token\'s (a wrong pair, unit or share ratio), so it is not priced.',
    basis_last: 'against the last price of {underlying}',
    basis_reference: 'against the {coin} perpetual, the session being closed',
  },
  es: {
    call_rich: '{token} cotiza {premium} pb por encima de {underlying} ({basis}): cara frente a su subyacente, más allá de los {threshold} pb que cuesta una operación de ida y vuelta.',
    call_cheap: '{token} cotiza {premium} pb por debajo de {underlying} ({basis}): barata frente a su subyacente, más allá de los {threshold} pb que cuesta una operación de ida y vuelta.',
    call_none: 'Ningún token cotiza a más de {threshold} pb de su subyacente; el más alejado es {token} a {premium} pb.',
    call_none_priced: 'No se pudo valorar ningún token frente a su subyacente.',
    unpriced_no_source: 'Aquí no se lee ninguna cotización sin clave de este token.',
    unpriced_quote: 'No se pudo leer su cotización: {detail}.',
    unpriced_underlying: 'No se pudo leer el precio de su subyacente: {detail}.',
    unpriced_ratio: 'Sigue un número variable de acciones (rendimiento total), así que su precio no es comparable al de una acción.',
    unpriced_implausible: 'Su precio medio, {mid}, está a {premium} pb de lo que implica su subyacente ({implied}), más allá del límite de cordura del {limit} %: la cotización no puede ser de este token (par, unidad o proporción de acciones equivocados), así que no se valora.',
    basis_last: 'frente al último precio de {underlying}',
    basis_reference: 'frente al perpetuo {coin}, con la sesión cerrada',
  },
};
