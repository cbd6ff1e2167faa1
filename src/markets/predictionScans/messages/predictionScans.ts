import type { MessageCatalogs } from '../../../core/i18n/createTranslate.js';

/** Sentences of the prediction-market answers. */
export type PredictionScanKey =
  | 'summary_clears'
  | 'summary_none'
  | 'summary_empty'
  | 'summary_arbitrage'
  | 'summary_arbitrage_none'
  | 'note_fee_unknown'
  | 'note_not_priced'
  | 'note_no_observation_source'
  | 'note_beyond_forecast'
  | 'note_realised_volatility'
  | 'note_implied_volatility'
  | 'note_no_calibration'
  | 'note_calibrated'
  | 'note_latest_vintage'
  | 'note_no_consensus'
  | 'note_stale_table'
  | 'note_preliminary_reports'
  | 'note_no_landfall_source'
  | 'note_no_bolide_source'
  | 'note_play_money_indicative'
  | 'note_venue_numbers_only'
  | 'note_cross_venue_rules';

/** English and Spanish. */
export const predictionScanMessages: MessageCatalogs<PredictionScanKey> = {
  en: {
    summary_clears: '{count} contract(s) clear {minEdge} points after fees; the largest edge is {edge} points on "{question}" ({venue}).',
    summary_none: 'Nothing clears {minEdge} points after fees among {priced} priced contract(s); the closest is {edge} points on "{question}" ({venue}).',
    summary_empty: 'No open market of this family could be priced on the venues read.',
    summary_arbitrage: '{count} trade(s) lock a profit after fees at the books; the largest makes {profit} dollars on "{title}" ({venue}).',
    summary_arbitrage_none: 'No ladder or cross-venue pair locks a profit after fees; the closest, "{title}" ({venue}), costs {cents} cents a set more than it pays.',
    note_fee_unknown: '{count} market(s) were not priced because their fee is not known from the venue\'s data.',
    note_not_priced: '{count} market(s) were read but not priced (see not_priced for each reason).',
    note_no_observation_source: 'No observation source is configured for {stations}: their realised extreme is not used, and the forecast members cover the whole day.',
    note_beyond_forecast: 'Markets settling beyond the forecast horizon are not priced.',
    note_realised_volatility: 'Volatility is the realised close-to-close volatility of the last {days} daily closes, with its 90% sampling band; no options-implied source is configured.',
    note_implied_volatility: 'Volatility is options-implied where the configured source quotes it, realised elsewhere.',
    note_no_calibration: 'Only {sample} resolved market(s) of this category could be scored (at least {required} are needed): no calibration is applied, so the probability is the market\'s own mid and nothing can clear.',
    note_calibrated: 'The market-implied probability is calibrated ({method}) on {sample} resolved market(s) of this category, each scored {lead} days before its close.',
    note_latest_vintage: 'Past figures are the source\'s latest (revised) values, not each first print.',
    note_no_consensus: 'No consensus forecast is configured: the next print is centred on the latest one, with the spread of past changes.',
    note_stale_table: 'The table behind {family} holds no figure for the period asked; those markets are not priced.',
    note_preliminary_reports: 'Tornadoes so far are counted from preliminary filtered reports; the climatology is the final database, which counts somewhat fewer.',
    note_no_landfall_source: 'The landfalls of a season in progress have no configured source: those markets are priced only before June 1.',
    note_no_bolide_source: 'No bolide source is configured: those markets are not priced.',
    note_play_money_indicative: 'Manifold trades play money: its probability is shown as a forecast, never as a price.',
    note_venue_numbers_only: 'Only venue numbers are used: sum-arbitrage on mutually exclusive ladders and dislocations between venues quoting the same event.',
    note_cross_venue_rules: 'Venues word and settle the same event differently: compare both rules before treating a gap as an arbitrage.',
  },
  es: {
    summary_clears: '{count} contrato(s) superan {minEdge} puntos tras comisiones; la mayor ventaja es de {edge} puntos en «{question}» ({venue}).',
    summary_none: 'Nada supera {minEdge} puntos tras comisiones entre {priced} contrato(s) valorados; el más cercano queda a {edge} puntos en «{question}» ({venue}).',
    summary_empty: 'No se pudo valorar ningún mercado abierto de esta familia en las plataformas leídas.',
    summary_arbitrage: '{count} operación(es) aseguran un beneficio tras comisiones en los libros; la mayor gana {profit} dólares en «{title}» ({venue}).',
    summary_arbitrage_none: 'Ninguna escalera ni par entre plataformas asegura beneficio tras comisiones; la más cercana, «{title}» ({venue}), cuesta {cents} centavos por juego más de lo que paga.',
    note_fee_unknown: '{count} mercado(s) no se valoraron porque su comisión no se conoce por los datos de la plataforma.',
    note_not_priced: '{count} mercado(s) se leyeron pero no se valoraron (ver not_priced con cada motivo).',
    note_no_observation_source: 'No hay fuente de observaciones configurada para {stations}: no se usa su extremo registrado y los miembros del pronóstico cubren todo el día.',
    note_beyond_forecast: 'Los mercados que se liquidan más allá del horizonte del pronóstico no se valoran.',
    note_realised_volatility: 'La volatilidad es la realizada de cierre a cierre de los últimos {days} cierres diarios, con su banda de muestreo del 90 %; no hay fuente de volatilidad implícita configurada.',
    note_implied_volatility: 'La volatilidad es la implícita de opciones donde la fuente configurada la cotiza, y la realizada en el resto.',
    note_no_calibration: 'Solo se pudieron puntuar {sample} mercado(s) resueltos de esta categoría (se necesitan al menos {required}): no se aplica calibración, así que la probabilidad es el punto medio del propio mercado y nada puede superar el umbral.',
    note_calibrated: 'La probabilidad implícita del mercado se calibra ({method}) con {sample} mercado(s) resueltos de esta categoría, cada uno puntuado {lead} días antes de su cierre.',
    note_latest_vintage: 'Las cifras pasadas son los valores más recientes (revisados) de la fuente, no cada primera publicación.',
    note_no_consensus: 'No hay previsión de consenso configurada: el próximo dato se centra en el último, con la dispersión de los cambios pasados.',
    note_stale_table: 'La tabla de {family} no tiene cifra para el periodo pedido; esos mercados no se valoran.',
    note_preliminary_reports: 'Los tornados hasta hoy se cuentan con los informes preliminares filtrados; la climatología es la base de datos final, que cuenta algo menos.',
    note_no_landfall_source: 'Los huracanes que tocan tierra en una temporada en curso no tienen fuente configurada: esos mercados solo se valoran antes del 1 de junio.',
    note_no_bolide_source: 'No hay fuente de bólidos configurada: esos mercados no se valoran.',
    note_play_money_indicative: 'Manifold usa dinero ficticio: su probabilidad se muestra como pronóstico, nunca como precio.',
    note_venue_numbers_only: 'Solo se usan cifras de las plataformas: arbitraje de suma en escaleras mutuamente excluyentes y desajustes entre plataformas que cotizan el mismo evento.',
    note_cross_venue_rules: 'Cada plataforma redacta y liquida el mismo evento a su manera: compare ambas reglas antes de tratar una diferencia como arbitraje.',
  },
};
