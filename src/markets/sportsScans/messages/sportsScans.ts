import type { MessageCatalogs } from '../../../core/i18n/createTranslate.js';

/** Message keys of the sports scans. */
export type SportsScanKey =
  | 'pick_edge'
  | 'pick_no_edge'
  | 'saw_books'
  | 'saw_model'
  | 'model_none_sport'
  | 'model_unrated'
  | 'model_unmatched'
  | 'model_few'
  | 'model_line'
  | 'model_unstable'
  | 'model_source_failed'
  | 'model_no_season'
  | 'not_seen_general'
  | 'confidence'
  | 'sports_explanation'
  | 'game_explanation'
  | 'game_none'
  | 'f1_saw_races'
  | 'f1_saw_no_qualifying'
  | 'f1_saw_qualifying'
  | 'f1_not_odds'
  | 'f1_not_seen'
  | 'f1_explanation'
  | 'racing_not_seen'
  | 'racing_no_prices'
  | 'racing_saw'
  | 'racing_win_only'
  | 'racing_terms'
  | 'racing_thin'
  | 'racing_pick_win'
  | 'racing_pick_ew'
  | 'racing_pick_none'
  | 'racing_scan_explanation'
  | 'golf_saw'
  | 'golf_only_winner'
  | 'golf_not_seen'
  | 'golf_explanation_none'
  | 'golf_explanation'
  | 'golf_explanation_no_edge'
  | 'fpl_explanation_no_squad'
  | 'fpl_explanation'
  | 'fpl_explanation_team'
  | 'fpl_saw'
  | 'fpl_not_seen'
  | 'fpl_pre_season'
  | 'fpl_rollover'
  | 'player_saw'
  | 'player_saw_xg'
  | 'player_saw_goals'
  | 'player_thin'
  | 'player_not_seen'
  | 'player_explanation'
  | 'h2h_explanation'
  | 'h2h_unpriced'
  | 'compare_explanation'
  | 'fantasy_explanation'
  | 'fantasy_dfs'
  | 'fantasy_dfs_note'
  | 'pm_explanation'
  | 'pm_saw'
  | 'pm_not_seen'
  | 'pm_nothing'
  | 'pm_unmatched'
  | 'racing_none_priced'
  | 'racing_no_edge'
  | 'sports_no_edge'
  | 'game_no_edge';

/** English and Spanish narrative of the sports scans. */
export const sportsScanMessages: MessageCatalogs<SportsScanKey> = {
  en: {
    pick_edge: '{selection} at {price} with {book}: fair probability {fair} against the {implied} the price implies, EV {ev} per unit staked; a quarter-Kelly stake is {stake} of bankroll.',
    pick_no_edge: '{selection} at {price} with {book} is the nearest price to value, but at a fair probability of {fair} its EV is {ev} per unit: no bet.',
    saw_books: 'Prices of {count, plural, one {# book} other {# books}} ({anchor} weighted highest), each de-vigged by the {method} method; the books differ by up to {spread} in probability.',
    saw_model: 'A Dixon–Coles rating from {matches} league results between {from} and {to} ({home}: {home_n} matches, {away}: {away_n}); expected goals {hx}–{ax}; weighted {weight} against the market.',
    model_none_sport: 'No results history for {sport} is available to guidekit, so no rating tilts the market: the fair probability is the books\' consensus alone.',
    model_unrated: 'Too few league results were played before this date to fit a rating: the fair probability is the books\' consensus alone.',
    model_unmatched: 'The results archive names {team} differently or not at all: the rating is not used for this game.',
    model_few: '{team} has {count} matches in the rating\'s window (fewer than {min}): the rating is not used for this game.',
    model_line: 'The rating reads 1X2, half- and whole-goal totals and quarter-goal handicaps; this line is left to the market.',
    model_unstable: 'The rating\'s fit is unstable for this pairing (its low-score correction is out of range, as a fit on few matches can be): the line is left to the market.',
    model_source_failed: 'The results history ({source}) could not be read ({reason}): the fair probability is the books\' consensus alone.',
    model_no_season: 'The results archive holds no season of {sport} before this date: the fair probability is the books\' consensus alone.',
    not_seen_general: 'Not seen: team news, injuries, line-ups, weather, and any price move after the books last updated ({updated}).',
    confidence: 'Data confidence for {sport}: {tier}.',
    sports_explanation: '{picks} ranked picks from {events} events of {sport} ({lines} priced lines); {edges} of them beat the fair probability at the best price.',
    game_explanation: '{home} v {away}: {plays} positive-EV plays across {lines} priced lines; the best is {best}.',
    game_none: '{home} v {away}: no price across {lines} priced lines beats the fair probability; no play.',
    f1_saw_races: 'Finishing orders of {count, plural, one {# race} other {# races}} from {first} to {last}, each weighing {decay} of the next more recent one.',
    f1_saw_no_qualifying: 'No qualifying classification was read: pole probabilities are not given.',
    f1_saw_qualifying: 'Qualifying orders of {count, plural, one {# session} other {# sessions}} for the pole probabilities.',
    f1_not_odds: 'No configured odds source prices Formula 1, so these are fair odds from a results rating, not value against a bookmaker.',
    f1_not_seen: 'Not seen: practice pace, upgrades, grid penalties, weather and safety cars; a retirement counts as finishing where it was classified.',
    f1_explanation: '{race}: {driver} is the rating\'s favourite at {win} to win and {podium} for the podium; {team} has {team_win} to win it.',
    racing_not_seen: 'Not seen: each horse\'s liking for the going and trip, draw bias, pace, late jockey changes; Harville\'s place probabilities overrate favourites, and dead heats and Rule 4 deductions are not modelled.',
    racing_no_prices: '{race}: fewer than two runners have a bookmaker price; nothing to price.',
    racing_saw: 'Prices of {count, plural, one {# book} other {# books}} on {runners} runners, de-vigged ({method}).',
    racing_win_only: 'The race is win-only (no each-way terms).',
    racing_terms: 'Each-way terms: {places} places at {fraction} the odds.',
    racing_thin: '{race}: {count, plural, one {# book prices} other {# books price}} the race, too few for a consensus; no selection.',
    racing_pick_win: '{race}: {horse} to win at {price} with {book}, fair win probability {win}, EV {ev} per unit.',
    racing_pick_ew: '{race}: {horse} each way at {price} with {book}: win {win}, place {place}, EV {ev} per unit of the whole stake.',
    racing_pick_none: '{race}: the nearest to value is {horse} at {price} with {book} (win {win}), EV {ev} per unit: no bet.',
    racing_scan_explanation: '{cards, plural, one {# card} other {# cards}} scanned at {courses}; {edges} with a selection that beats its fair probability. Best: {best}',
    golf_saw: 'Outright prices of {count, plural, one {# book} other {# books}} on {players} players, de-vigged ({method}); {draws} simulated tournaments with the {cut} cut.',
    golf_only_winner: 'The odds source prices only the outright winner: top-5, top-10, top-20, make-cut and matchup prices here are fair odds from the simulation, with no bookmaker price to compare.',
    golf_not_seen: 'Not seen: course fit and form beyond what the market prices, the weather draw, withdrawals after the prices were taken.',
    golf_explanation_none: '{event}: {favourite} leads the market at {win}; no bookmaker price was found to compare.',
    golf_explanation: '{event}: {favourite} leads the market at {win}. Best outright value: {player} at {price} with {book}, EV {ev} per unit.',
    golf_explanation_no_edge: '{event}: {favourite} leads the market at {win}. No outright price beats its fair probability; the nearest is {player} at {price} with {book} (EV {ev}).',
    fpl_explanation_no_squad: 'Gameweek {gw}: no legal squad could be built from the pool.',
    fpl_explanation: 'Gameweek {gw}: captain {captain} ({xp} xP), vice-captain {vice}, a margin of {margin}; the optimal 100.0m squad scores {squad_xp} xP over the next {horizon, plural, one {gameweek} other {# gameweeks}}.',
    fpl_explanation_team: 'Gameweek {gw}: captain {captain} ({xp} xP), vice-captain {vice}, a margin of {margin}; the transfer plan makes {moves, plural, one {# move} other {# moves}} for {gain} xP over the next {horizon, plural, one {gameweek} other {# gameweeks}} after hits.',
    fpl_saw: 'The game\'s full pool of {players} players with season totals, its fixtures and difficulty ratings for gameweeks {gws}; {unplayed} players have no minutes this season.',
    fpl_not_seen: 'Not seen: match-by-match records of the pool (season totals are spread evenly over appearances), set-piece roles, team news after the game\'s last update, and a manager\'s purchase prices (selling prices are taken at current prices).',
    fpl_pre_season: 'The FPL season has not started: no gameweek is finished, so no player has a minute of this season to project from.',
    fpl_rollover: 'The FPL season is over (every gameweek is finished) and the next one is not open yet: there is no gameweek to advise on.',
    player_saw: 'The player\'s last {count, plural, one {# match} other {# matches}} (rounds {first} to {last}): {played} with minutes, {minutes} minutes in all.',
    player_saw_xg: 'Goal and assist props read the matches\' expected goals and assists.',
    player_saw_goals: 'The record has no expected goals for every match: props read actual goals and assists.',
    player_thin: 'Only {count} matches with minutes (fewer than {min}): the projection leans on the position prior and no spread or prop is given.',
    player_not_seen: 'Not seen: team news after the game\'s last update, set-piece duties, the opponent\'s line-up; points are read as a normal spread, so long tails (hat-tricks, red cards) are approximate.',
    player_explanation: '{name}: {mean} expected FPL points in gameweek {gw}{range}; {goal} to score.',
    h2h_explanation: '{a} against {b}: {a} projects {pa} points to {pb}, with {p} to score more; for fantasy, pick {a}.',
    h2h_unpriced: '{a} against {b}: {a} projects {pa} points to {pb}; one sample is too thin to price who scores more.',
    compare_explanation: '{count} players ranked by expected FPL points in gameweek {gw}: {first} first at {mean}.',
    fantasy_explanation: 'Gameweek {gw}: start {starts}; bench {bench}; captain {captain}.',
    fantasy_dfs: 'Gameweek {gw} as a {contest} slate: the best {formation} eleven costs {cost} of the {cap} cap and projects {points} points.',
    fantasy_dfs_note: 'The slate is FPL\'s own gameweek (a Free Hit): prices are the game\'s, the cap is the squad budget less the cheapest bench, three players a club at most. The pool has no per-match records, so floors and ceilings equal the projection and cash and tournament lineups coincide.',
    pm_explanation: '{venue}: "{outcome}" on "{question}" at {ask} against a sportsbook probability of {probability}: {edge} per contract after fees.',
    pm_saw: '{markets} venue markets read, {matched} outcomes matched to {events} sportsbook events; {unmatched} markets named no listed event, {ambiguous} several; {play} play-money markets left out.',
    pm_not_seen: 'Not seen: the book beyond the best ask (the edge holds for the quoted size only), venue-specific settlement rules (extra time, walkovers), and the rest of the venue\'s listing past the pages read.',
    pm_nothing: 'No venue moneyline beats the de-vigged sportsbook consensus after fees ({matched} matched outcomes).',
    pm_unmatched: 'No venue market could be matched to a priced sportsbook event ({markets} read).',
    racing_none_priced: 'None of the {cards, plural, one {# card} other {# cards}} could be priced (too few books): there is no selection to make.',
    racing_no_edge: 'No selection on the {cards, plural, one {# card} other {# cards}} beats its fair probability at the best price: the nearest to value, {horse} at {price} with {book} ({race}), has an EV of {ev} per unit, so there is no bet to sell.',
    sports_no_edge: 'No {sport} price beats its fair probability: of {lines, plural, one {# priced line} other {# priced lines}} across {events, plural, one {# event} other {# events}}, the nearest is {selection} at {price} with {book}, EV {ev} per unit, so there is no pick to sell.',
    game_no_edge: '{home} v {away}: no price across {lines, plural, one {# priced line} other {# priced lines}} beats its fair probability; the nearest is {selection} at {price} with {book}, EV {ev} per unit, so there is no play to sell.',
  },
  es: {
    pick_edge: '{selection} a {price} con {book}: probabilidad justa {fair} frente al {implied} que implica la cuota, VE {ev} por unidad apostada; un cuarto de Kelly es {stake} del capital.',
    pick_no_edge: '{selection} a {price} con {book} es la cuota más cercana al valor, pero con una probabilidad justa de {fair} su VE es {ev} por unidad: sin apuesta.',
    saw_books: 'Cuotas de {count, plural, one {# casa} other {# casas}} ({anchor} con más peso), cada una sin margen por el método {method}; las casas difieren hasta {spread} en probabilidad.',
    saw_model: 'Una valoración Dixon–Coles con {matches} resultados de liga entre {from} y {to} ({home}: {home_n} partidos, {away}: {away_n}); goles esperados {hx}–{ax}; peso {weight} frente al mercado.',
    model_none_sport: 'guidekit no dispone de historial de resultados de {sport}, así que ninguna valoración ajusta el mercado: la probabilidad justa es solo el consenso de las casas.',
    model_unrated: 'Antes de esta fecha se jugaron muy pocos partidos de liga para ajustar una valoración: la probabilidad justa es solo el consenso de las casas.',
    model_unmatched: 'El archivo de resultados nombra a {team} de otra forma o no lo incluye: la valoración no se usa en este partido.',
    model_few: '{team} tiene {count} partidos en la ventana de la valoración (menos de {min}): la valoración no se usa en este partido.',
    model_line: 'La valoración lee 1X2, totales de medio gol y gol entero y hándicaps de cuarto de gol; esta línea queda al mercado.',
    model_unstable: 'El ajuste de la valoración es inestable para este cruce (su corrección de marcadores bajos está fuera de rango, como puede pasar con pocos partidos): la línea queda al mercado.',
    model_source_failed: 'No se pudo leer el historial de resultados ({source}: {reason}): la probabilidad justa es solo el consenso de las casas.',
    model_no_season: 'El archivo de resultados no tiene ninguna temporada de {sport} anterior a esta fecha: la probabilidad justa es solo el consenso de las casas.',
    not_seen_general: 'No visto: noticias de los equipos, lesiones, alineaciones, clima y cualquier movimiento de cuotas posterior a la última actualización de las casas ({updated}).',
    confidence: 'Confianza de los datos para {sport}: {tier}.',
    sports_explanation: '{picks} selecciones ordenadas de {events} eventos de {sport} ({lines} líneas valoradas); {edges} superan la probabilidad justa a la mejor cuota.',
    game_explanation: '{home} - {away}: {plays} jugadas con VE positivo en {lines} líneas valoradas; la mejor es {best}.',
    game_none: '{home} - {away}: ninguna cuota de las {lines} líneas valoradas supera la probabilidad justa; sin jugada.',
    f1_saw_races: 'Órdenes de llegada de {count, plural, one {# carrera} other {# carreras}} de {first} a {last}, cada una con {decay} del peso de la siguiente más reciente.',
    f1_saw_no_qualifying: 'No se leyó ninguna clasificación: no se dan probabilidades de pole.',
    f1_saw_qualifying: 'Órdenes de {count, plural, one {# clasificación} other {# clasificaciones}} para las probabilidades de pole.',
    f1_not_odds: 'Ninguna fuente de cuotas configurada cubre la Fórmula 1: son cuotas justas de una valoración por resultados, no valor frente a una casa.',
    f1_not_seen: 'No visto: ritmo en libres, mejoras, sanciones de parrilla, clima y coches de seguridad; un abandono cuenta como llegada donde se clasificó.',
    f1_explanation: '{race}: {driver} es el favorito de la valoración con {win} de ganar y {podium} de podio; {team} tiene {team_win} de ganar.',
    racing_not_seen: 'No visto: la preferencia de cada caballo por el terreno y la distancia, el sesgo del cajón, el ritmo, cambios tardíos de jinete; las probabilidades de colocado de Harville sobrevaloran a los favoritos, y los empates y la Regla 4 no se modelan.',
    racing_no_prices: '{race}: menos de dos participantes tienen cuota; nada que valorar.',
    racing_saw: 'Cuotas de {count, plural, one {# casa} other {# casas}} sobre {runners} participantes, sin margen ({method}).',
    racing_win_only: 'La carrera es solo a ganador (sin condiciones each-way).',
    racing_terms: 'Condiciones each-way: {places} puestos a {fraction} de la cuota.',
    racing_thin: '{race}: {count, plural, one {# casa cotiza} other {# casas cotizan}} la carrera, muy pocas para un consenso; sin selección.',
    racing_pick_win: '{race}: {horse} a ganador a {price} con {book}, probabilidad justa de ganar {win}, VE {ev} por unidad.',
    racing_pick_ew: '{race}: {horse} each-way a {price} con {book}: gana {win}, colocado {place}, VE {ev} por unidad del total apostado.',
    racing_pick_none: '{race}: lo más cercano al valor es {horse} a {price} con {book} (gana {win}), VE {ev} por unidad: sin apuesta.',
    racing_scan_explanation: '{cards, plural, one {# carrera} other {# carreras}} revisadas en {courses}; {edges} con una selección que supera su probabilidad justa. Mejor: {best}',
    golf_saw: 'Cuotas de ganador de {count, plural, one {# casa} other {# casas}} sobre {players} jugadores, sin margen ({method}); {draws} torneos simulados con el corte {cut}.',
    golf_only_winner: 'La fuente de cuotas solo cotiza al ganador: los precios de top 5, top 10, top 20, pasar el corte y duelos son cuotas justas de la simulación, sin cuota de casa para comparar.',
    golf_not_seen: 'No visto: encaje con el campo y forma más allá de lo que cotiza el mercado, el turno de horarios y el clima, retiradas posteriores a las cuotas.',
    golf_explanation_none: '{event}: {favourite} lidera el mercado con {win}; no se encontró cuota de casa para comparar.',
    golf_explanation: '{event}: {favourite} lidera el mercado con {win}. Mejor valor a ganador: {player} a {price} con {book}, VE {ev} por unidad.',
    golf_explanation_no_edge: '{event}: {favourite} lidera el mercado con {win}. Ninguna cuota a ganador supera su probabilidad justa; la más cercana es {player} a {price} con {book} (VE {ev}).',
    fpl_explanation_no_squad: 'Jornada {gw}: no se pudo formar una plantilla válida con los jugadores disponibles.',
    fpl_explanation: 'Jornada {gw}: capitán {captain} ({xp} pts esperados), vicecapitán {vice}, un margen de {margin}; la plantilla óptima de 100,0 M suma {squad_xp} pts esperados en {horizon, plural, one {la próxima jornada} other {las próximas # jornadas}}.',
    fpl_explanation_team: 'Jornada {gw}: capitán {captain} ({xp} pts esperados), vicecapitán {vice}, un margen de {margin}; el plan hace {moves, plural, one {# cambio} other {# cambios}} por {gain} pts esperados en {horizon, plural, one {la próxima jornada} other {las próximas # jornadas}} tras penalizaciones.',
    fpl_saw: 'Todos los {players} jugadores del juego con sus totales de temporada, el calendario y sus dificultades para las jornadas {gws}; {unplayed} jugadores no tienen minutos esta temporada.',
    fpl_not_seen: 'No visto: los registros partido a partido de todos los jugadores (los totales se reparten por igual entre sus apariciones), quién lanza las jugadas a balón parado, noticias posteriores a la última actualización del juego y los precios de compra del mánager (la venta se toma al precio actual).',
    fpl_pre_season: 'La temporada de FPL no ha empezado: ninguna jornada ha terminado y ningún jugador tiene minutos de esta temporada para proyectar.',
    fpl_rollover: 'La temporada de FPL terminó (todas las jornadas están cerradas) y la siguiente aún no está abierta: no hay jornada sobre la que aconsejar.',
    player_saw: 'Los últimos {count, plural, one {# partido} other {# partidos}} del jugador (jornadas {first} a {last}): {played} con minutos, {minutes} minutos en total.',
    player_saw_xg: 'Las apuestas de gol y asistencia usan los goles y asistencias esperados de los partidos.',
    player_saw_goals: 'El registro no tiene goles esperados en todos los partidos: las apuestas usan goles y asistencias reales.',
    player_thin: 'Solo {count} partidos con minutos (menos de {min}): la proyección se apoya en la referencia de la posición y no se da dispersión ni apuestas.',
    player_not_seen: 'No visto: noticias posteriores a la última actualización del juego, lanzadores de balón parado, la alineación rival; los puntos se leen como una dispersión normal, así que las colas largas (tripletes, rojas) son aproximadas.',
    player_explanation: '{name}: {mean} puntos FPL esperados en la jornada {gw}{range}; {goal} de marcar.',
    h2h_explanation: '{a} frente a {b}: {a} proyecta {pa} puntos contra {pb}, con {p} de sumar más; para fantasy, elige a {a}.',
    h2h_unpriced: '{a} frente a {b}: {a} proyecta {pa} puntos contra {pb}; una muestra es demasiado corta para valorar quién suma más.',
    compare_explanation: '{count} jugadores ordenados por puntos FPL esperados en la jornada {gw}: primero {first} con {mean}.',
    fantasy_explanation: 'Jornada {gw}: titulares {starts}; banquillo {bench}; capitán {captain}.',
    fantasy_dfs: 'Jornada {gw} como torneo {contest}: el mejor once {formation} cuesta {cost} de un tope de {cap} y proyecta {points} puntos.',
    fantasy_dfs_note: 'La jornada es la del propio FPL (un Free Hit): los precios son los del juego, el tope es el presupuesto menos el banquillo más barato, tres jugadores por club como máximo. No hay registros partido a partido de todos los jugadores, así que suelos y techos igualan la proyección y las alineaciones cash y de torneo coinciden.',
    pm_explanation: '{venue}: «{outcome}» en «{question}» a {ask} frente a una probabilidad de las casas de {probability}: {edge} por contrato tras comisiones.',
    pm_saw: '{markets} mercados leídos, {matched} resultados emparejados con {events} eventos de casas; {unmatched} mercados no nombraban ningún evento listado, {ambiguous} varios; {play} mercados de dinero ficticio excluidos.',
    pm_not_seen: 'No visto: el libro más allá de la mejor oferta (la ventaja vale solo para el tamaño cotizado), reglas de liquidación de cada plataforma (prórroga, incomparecencias) y el resto del listado más allá de las páginas leídas.',
    pm_nothing: 'Ninguna línea de las plataformas supera el consenso sin margen de las casas tras comisiones ({matched} resultados emparejados).',
    pm_unmatched: 'Ningún mercado de las plataformas se pudo emparejar con un evento cotizado por las casas ({markets} leídos).',
    racing_none_priced: 'No se pudo valorar ninguna de las {cards, plural, one {# carrera} other {# carreras}} (muy pocas casas): no hay selección que hacer.',
    racing_no_edge: 'Ninguna selección de las {cards, plural, one {# carrera} other {# carreras}} supera su probabilidad justa al mejor precio: la más cercana al valor, {horse} a {price} con {book} ({race}), tiene un valor esperado de {ev} por unidad, así que no hay apuesta que vender.',
    sports_no_edge: 'Ningún precio de {sport} supera su probabilidad justa: de {lines, plural, one {# línea cotizada} other {# líneas cotizadas}} en {events, plural, one {# evento} other {# eventos}}, la más cercana es {selection} a {price} con {book}, valor esperado {ev} por unidad, así que no hay selección que vender.',
    game_no_edge: '{home} v {away}: ningún precio de {lines, plural, one {# línea cotizada} other {# líneas cotizadas}} supera su probabilidad justa; la más cercana es {selection} a {price} con {book}, valor esperado {ev} por unidad, así que no hay jugada que vender.',
  },
};
