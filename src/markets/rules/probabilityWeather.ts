import type { RuleTable } from '../../core/ruleTable.js';

/** How the weather ladders settle and the model's floors. */
export interface WeatherLadderRules {
  /** Step the settling daily maximum or minimum temperature is reported in (°F). */
  readonly temperatureStep: number;
  /** Step a precipitation total is reported in (inches); a trace counts as 0. */
  readonly precipitationStep: number;
  /** Smallest spread (°F) of the remaining-hours extreme: ensembles are under-dispersed, so the kernel never gets narrower. */
  readonly minTemperatureSpread: number;
  /** Weight of the forecast ensemble against climatology in the remaining-month precipitation, when a forecast is given. */
  readonly forecastWeight: number;
}

/** Settlement steps of the temperature and precipitation ladders, and the model's floors. */
export const PROBABILITY_WEATHER_RULES: RuleTable<WeatherLadderRules> = {
  id: 'markets.probability.weather_rules',
  title: 'Weather ladders: whole °F daily extremes, precipitation in hundredths of an inch, 1 °F spread floor, forecast weight 0.5',
  versions: [
    {
      value: { temperatureStep: 1, precipitationStep: 0.01, minTemperatureSpread: 1, forecastWeight: 0.5 },
      source:
        'NWS Daily Climate Report (CLI): daily maximum and minimum in whole °F, precipitation in hundredths of an inch with T for a trace; https://kalshi.com/markets/kxrainseam/rain-seattle (monthly rain settles on NOAA daily summaries, from March 2026 on the NWS Daily Climate Report); guidekit probability models for the spread floor and forecast weight',
      effective: '2000-01-01',
      verified: null,
      note: 'The venue page read on 2026-11-25 names the precipitation source, not the rounding; whole-degree temperature settlement comes from third-party settlement notes. The 1 °F floor and the 0.5 weight are modelling choices.',
    },
  ],
};
