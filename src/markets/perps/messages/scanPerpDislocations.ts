import type { MessageCatalogs } from '../../../core/i18n/createTranslate.js';

/** Message keys of scanPerpDislocations. */
export type ScanPerpDislocationsKey =
  | 'explain_clears'
  | 'explain_nothing'
  | 'explain_nothing_priced'
  | 'note_unhedged'
  | 'note_no_stake'
  | 'note_capped'
  | 'note_no_probability'
  | 'note_no_probability_never_pays'
  | 'note_measured'
  | 'reason_no_book'
  | 'reason_dead_book'
  | 'reason_too_thin'
  | 'reason_stale'
  | 'reason_no_fee_schedule'
  | 'reason_funding_unknown'
  | 'reason_far_from_reference'
  | 'side_short'
  | 'side_long';

/** English and Spanish narrative of the perpetual dislocation scan. */
export const scanPerpDislocationsMessages: MessageCatalogs<ScanPerpDislocationsKey> = {
  en: {
    explain_clears:
      'The largest dislocation is {asset}: {perp} is {gap} bps from {anchor}, {score} times its cost floor of {floor} bps; converge it by going {side} on {perp}.',
    explain_nothing:
      'No perpetual gap clears its cost floor: the nearest, {asset} on {perp}, is {gap} bps against a floor of {floor} bps ({score} times).',
    explain_nothing_priced: 'No candidate could be priced against its books ({count, plural, one {# was} other {# were}} set aside), so nothing clears.',
    note_unhedged: 'Only {venue} lists {asset}: the trade is the perpetual alone converging to its oracle, with no hedge leg and the oracle\'s own moves as risk.',
    note_no_stake: 'The gap clears its floor, but at the measured convergence odds the bet has no positive expected value: no stake is advised.',
    note_capped: 'Kelly asks for more than {cap} bankroll of notional per leg; the stake is capped there.',
    note_no_probability: 'No measured chance that such a gap reaches the take-profit before the stop is on record, so no EV or size is given: at these levels the trade pays only if that chance is above {p} %.',
    note_no_probability_never_pays: 'No measured chance that such a gap converges is on record, so no EV or size is given; at these levels even full convergence does not cover the costs.',
    note_measured: 'EV and size rest on a measured {p} % chance that the gap reaches the take-profit before the stop.',
    reason_no_book: 'no book was read',
    reason_dead_book: 'one-sided or crossed book',
    reason_too_thin: 'the book cannot hold the size',
    reason_stale: 'the book is older than the others by more than the limit',
    reason_no_fee_schedule: 'no fee schedule on record for the venue',
    reason_funding_unknown: 'the venue gave no funding rate',
    reason_far_from_reference: 'the book\'s mid {mid} is {gap} % from the reference {reference} (the sanity limit is {limit} %): it cannot be this asset\'s book at this unit',
    side_short: 'short',
    side_long: 'long',
  },
  es: {
    explain_clears:
      'La mayor dislocación es {asset}: {perp} está a {gap} pb de {anchor}, {score} veces su costo mínimo de {floor} pb; se cierra tomando posición {side} en {perp}.',
    explain_nothing:
      'Ninguna brecha de perpetuos supera su costo mínimo: la más cercana, {asset} en {perp}, es de {gap} pb frente a un costo de {floor} pb ({score} veces).',
    explain_nothing_priced: 'Ningún candidato pudo valorarse con sus libros de órdenes ({count, plural, one {# quedó} other {# quedaron}} fuera), así que nada supera el costo.',
    note_unhedged: 'Solo {venue} lista {asset}: la operación es el perpetuo solo convergiendo a su oráculo, sin pata de cobertura y con los movimientos del oráculo como riesgo.',
    note_no_stake: 'La brecha supera su costo, pero con la probabilidad de convergencia medida la apuesta no tiene valor esperado positivo: no se aconseja posición.',
    note_capped: 'Kelly pide más de {cap} veces el capital en nocional por pata; la posición se limita a esa cifra.',
    note_no_probability: 'No hay registro de una probabilidad medida de que una brecha así llegue a la toma de ganancia antes que al stop, así que no se da valor esperado ni tamaño: con estos niveles la operación solo gana si esa probabilidad supera el {p} %.',
    note_no_probability_never_pays: 'No hay registro de una probabilidad medida de que una brecha así converja, así que no se da valor esperado ni tamaño; con estos niveles ni la convergencia completa cubre los costos.',
    note_measured: 'Valor esperado y tamaño se basan en una probabilidad medida del {p} % de que la brecha llegue a la toma de ganancia antes que al stop.',
    reason_no_book: 'no se leyó libro de órdenes',
    reason_dead_book: 'libro de un solo lado o cruzado',
    reason_too_thin: 'el libro no admite el tamaño',
    reason_stale: 'el libro es más antiguo que los demás por encima del límite',
    reason_no_fee_schedule: 'no hay tabla de comisiones registrada para la plataforma',
    reason_funding_unknown: 'la plataforma no dio tasa de financiación',
    reason_far_from_reference: 'el precio medio del libro, {mid}, está a un {gap} % de la referencia {reference} (el límite de cordura es {limit} %): no puede ser el libro de este activo en esta unidad',
    side_short: 'corta',
    side_long: 'larga',
  },
};
