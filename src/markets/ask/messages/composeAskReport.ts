import type { MessageCatalogs } from '../../../core/i18n/createTranslate.js';

/** Message keys of composeAskReport. */
export type ComposeAskReportKey =
  | 'intent_price_signal'
  | 'intent_market_scan'
  | 'intent_futures_signal'
  | 'intent_coinflip'
  | 'intent_event_reaction'
  | 'intent_match_winner'
  | 'intent_sports_pick'
  | 'intent_player_compare'
  | 'intent_player_h2h'
  | 'intent_player_outlook'
  | 'intent_fantasy'
  | 'intent_fpl'
  | 'intent_f1_race'
  | 'intent_horse_race'
  | 'intent_golf'
  | 'intent_macro_threshold'
  | 'intent_price_threshold'
  | 'intent_weather_temperature'
  | 'intent_weather_rain'
  | 'intent_geophysical'
  | 'intent_politics'
  | 'intent_prediction_scan'
  | 'intent_pm_sports'
  | 'intent_perps'
  | 'intent_tokenized'
  | 'intent_tokenized_eligibility'
  | 'intent_tokenization_radar'
  | 'intent_pre_ipo'
  | 'intent_basket'
  | 'intent_screener'
  | 'intent_attention'
  | 'intent_backtest'
  | 'understood'
  | 'understood_model'
  | 'not_understood'
  | 'engine_answered'
  | 'engine_no_figures'
  | 'engine_unavailable'
  | 'engine_refused'
  | 'engine_data_unavailable'
  | 'engine_no_verdict'
  | 'engine_failed'
  | 'none_answered';

/** English and Spanish text of the question report. */
export const composeAskReportMessages: MessageCatalogs<ComposeAskReportKey> = {
  en: {
    intent_price_signal: 'a price signal for an instrument',
    intent_market_scan: 'a market scan',
    intent_futures_signal: 'a futures signal',
    intent_coinflip: 'a daily up-or-down question',
    intent_event_reaction: 'how markets react to an economic release',
    intent_match_winner: 'who wins a match',
    intent_sports_pick: 'a sports pick',
    intent_player_compare: 'a comparison of players',
    intent_player_h2h: 'a head-to-head of two players',
    intent_player_outlook: 'one player\'s outlook',
    intent_fantasy: 'fantasy sports advice',
    intent_fpl: 'Fantasy Premier League advice',
    intent_f1_race: 'a Formula 1 race question',
    intent_horse_race: 'a horse-racing question',
    intent_golf: 'a golf question',
    intent_macro_threshold: 'an economic threshold (prediction market)',
    intent_price_threshold: 'a price threshold (prediction market)',
    intent_weather_temperature: 'a temperature question',
    intent_weather_rain: 'a rainfall question',
    intent_geophysical: 'a climate or geophysical count',
    intent_politics: 'a politics market',
    intent_prediction_scan: 'a prediction-market scan',
    intent_pm_sports: 'sports on the prediction venues',
    intent_perps: 'a perpetual dislocation',
    intent_tokenized: 'a tokenized-asset signal',
    intent_tokenized_eligibility: 'tokenized-asset eligibility',
    intent_tokenization_radar: 'tokenization trends',
    intent_pre_ipo: 'pre-IPO names',
    intent_basket: 'a thematic basket',
    intent_screener: 'an equity screen',
    intent_attention: 'an account\'s post count',
    intent_backtest: 'a backtest of a trading rule',
    understood: 'Your question was read as {intent} (confidence {confidence}) and sent to {endpoints}.',
    understood_model: 'Your question was read by a language model as {intent} and sent to {endpoints}; its reading was checked against the routes the grammar allows.',
    not_understood: 'Not used from your question: {items}.',
    engine_answered: '{endpoint} answered: {figures}.',
    engine_no_figures: '{endpoint} answered; its full answer is below.',
    engine_unavailable: '{endpoint} is not available yet, so this part of the question is not answered.',
    engine_refused: '{endpoint} could not take the parameters read from your question: {detail}',
    engine_data_unavailable: '{endpoint} could not reach its data ({sources}), so this part of the question is not answered.',
    engine_no_verdict: '{endpoint} declined to answer: {detail}',
    engine_failed: '{endpoint} failed on this question, so this part is not answered.',
    none_answered: 'No engine could answer this question.',
  },
  es: {
    intent_price_signal: 'una señal de precio para un instrumento',
    intent_market_scan: 'un escaneo de mercado',
    intent_futures_signal: 'una señal de futuros',
    intent_coinflip: 'una pregunta diaria de subida o bajada',
    intent_event_reaction: 'cómo reaccionan los mercados a un dato económico',
    intent_match_winner: 'quién gana un partido',
    intent_sports_pick: 'una apuesta deportiva',
    intent_player_compare: 'una comparación de jugadores',
    intent_player_h2h: 'un cara a cara de dos jugadores',
    intent_player_outlook: 'la previsión de un jugador',
    intent_fantasy: 'consejo de deportes fantasy',
    intent_fpl: 'consejo de Fantasy Premier League',
    intent_f1_race: 'una pregunta de carrera de Fórmula 1',
    intent_horse_race: 'una pregunta de carreras de caballos',
    intent_golf: 'una pregunta de golf',
    intent_macro_threshold: 'un umbral económico (mercado de predicción)',
    intent_price_threshold: 'un umbral de precio (mercado de predicción)',
    intent_weather_temperature: 'una pregunta de temperatura',
    intent_weather_rain: 'una pregunta de lluvia',
    intent_geophysical: 'un recuento climático o geofísico',
    intent_politics: 'un mercado político',
    intent_prediction_scan: 'un escaneo de mercados de predicción',
    intent_pm_sports: 'deportes en los mercados de predicción',
    intent_perps: 'una dislocación de perpetuos',
    intent_tokenized: 'una señal de activos tokenizados',
    intent_tokenized_eligibility: 'la elegibilidad de activos tokenizados',
    intent_tokenization_radar: 'las tendencias de tokenización',
    intent_pre_ipo: 'empresas antes de su salida a bolsa',
    intent_basket: 'una cesta temática',
    intent_screener: 'un filtro de acciones',
    intent_attention: 'el número de publicaciones de una cuenta',
    intent_backtest: 'un backtest de una regla de trading',
    understood: 'Su pregunta se leyó como {intent} (confianza {confidence}) y se envió a {endpoints}.',
    understood_model: 'Un modelo de lenguaje leyó su pregunta como {intent} y se envió a {endpoints}; su lectura se comprobó contra las rutas que la gramática permite.',
    not_understood: 'No se usó de su pregunta: {items}.',
    engine_answered: '{endpoint} respondió: {figures}.',
    engine_no_figures: '{endpoint} respondió; su respuesta completa está abajo.',
    engine_unavailable: '{endpoint} aún no está disponible, así que esta parte de la pregunta no tiene respuesta.',
    engine_refused: '{endpoint} no pudo aceptar los parámetros leídos de su pregunta: {detail}',
    engine_data_unavailable: '{endpoint} no pudo acceder a sus datos ({sources}), así que esta parte de la pregunta no tiene respuesta.',
    engine_no_verdict: '{endpoint} declinó responder: {detail}',
    engine_failed: '{endpoint} falló con esta pregunta, así que esta parte no tiene respuesta.',
    none_answered: 'Ningún motor pudo responder a esta pregunta.',
  },
};
