import type { MessageCatalogs } from '../../../core/i18n/createTranslate.js';

/** Message keys of gateReferencePrice: the attribution texts and one explanation per outcome. */
export type GateReferencePriceKey =
  | 'attribution_live'
  | 'attribution_refused'
  | 'explain_live'
  | 'explain_session_open'
  | 'explain_no_perpetual'
  | 'explain_dead_book'
  | 'explain_illiquid'
  | 'explain_mark_oracle_divergence'
  | 'explain_stale'
  | 'explain_fetch_failed'
  | 'explain_unit_mismatch'
  | 'explain_unbounded';

/** English and Spanish narrative of the reference price gate. */
export const gateReferencePriceMessages: MessageCatalogs<GateReferencePriceKey> = {
  en: {
    attribution_live:
      'Mid of the {label} perpetual ({coin}) on {venue}: a 24/7 perpetual reference, not an exchange price; levels quoted off it are next-session-open estimates.',
    attribution_refused:
      'Last session close of {label}; the {venue} perpetual {coin} was not used ({reason}), so levels are priced off that close.',
    explain_live: 'The perpetual book passed every check; the reference is {move} % from the last session close.',
    explain_session_open: 'The underlying session is open: no perpetual reference is given.',
    explain_no_perpetual: 'No perpetual lists this instrument: no reference is given.',
    explain_dead_book: 'The book is dead: {detail}.',
    explain_illiquid: 'The book is too thin: {value} of notional on its thinner side within {band} bps of the mid, below {limit}.',
    explain_mark_oracle_divergence: 'Mark and oracle disagree: {detail}.',
    explain_stale: 'The book is {value} s away from the reference time, more than {limit} s.',
    explain_fetch_failed: 'The perpetual book could not be fetched.',
    explain_unit_mismatch: 'The perpetual mid is {value} times the last session close, outside 1/{limit} to {limit}: a unit or split mismatch.',
    explain_unbounded: 'The perpetual mid is {value} % from the last session close, beyond ±{limit} %.',
  },
  es: {
    attribution_live:
      'Precio medio del perpetuo {label} ({coin}) en {venue}: una referencia perpetua 24/7, no un precio de bolsa; los niveles calculados sobre ella son estimaciones para la apertura de la próxima sesión.',
    attribution_refused:
      'Último cierre de sesión de {label}; no se usó el perpetuo {coin} de {venue} ({reason}), así que los niveles se calculan sobre ese cierre.',
    explain_live: 'El libro del perpetuo superó todos los controles; la referencia está a un {move} % del último cierre de sesión.',
    explain_session_open: 'La sesión del subyacente está abierta: no se da referencia perpetua.',
    explain_no_perpetual: 'Ningún perpetuo cotiza este instrumento: no se da referencia.',
    explain_dead_book: 'El libro está muerto: {detail}.',
    explain_illiquid: 'El libro es demasiado delgado: {value} de nocional en su lado más delgado a menos de {band} pb del precio medio, por debajo de {limit}.',
    explain_mark_oracle_divergence: 'El precio de marca y el oráculo no coinciden: {detail}.',
    explain_stale: 'El libro está a {value} s del momento de la referencia, más de {limit} s.',
    explain_fetch_failed: 'No se pudo obtener el libro del perpetuo.',
    explain_unit_mismatch: 'El precio medio del perpetuo es {value} veces el último cierre, fuera de 1/{limit} a {limit}: unidades o un split no coinciden.',
    explain_unbounded: 'El precio medio del perpetuo está a un {value} % del último cierre, más allá de ±{limit} %.',
  },
};

/** Fragments filled into `{detail}`. */
export type GateReferenceDetailKey = 'no_bid' | 'no_ask' | 'crossed' | 'wide_spread' | 'no_mark' | 'no_oracle' | 'divergence';

/** English and Spanish fragments of the dead-book and divergence explanations. */
export const gateReferenceDetailMessages: MessageCatalogs<GateReferenceDetailKey> = {
  en: {
    no_bid: 'no bid',
    no_ask: 'no ask',
    crossed: 'the best bid {bid} is not below the best ask {ask}',
    wide_spread: 'the spread is {value} bps of the mid, wider than {limit} bps',
    no_mark: 'the venue gave no mark price',
    no_oracle: 'the venue gave no oracle price',
    divergence: '{value} bps apart, more than {limit} bps',
  },
  es: {
    no_bid: 'no hay oferta de compra',
    no_ask: 'no hay oferta de venta',
    crossed: 'la mejor compra {bid} no está por debajo de la mejor venta {ask}',
    wide_spread: 'el diferencial es de {value} pb del precio medio, más de {limit} pb',
    no_mark: 'el mercado no dio precio de marca',
    no_oracle: 'el mercado no dio precio de oráculo',
    divergence: 'separados {value} pb, más de {limit} pb',
  },
};
