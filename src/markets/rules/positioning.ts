import type { RuleTable } from '../../core/ruleTable.js';

/*
 * The positioning factor of the signal engine, read from the CFTC's Commitments of Traders (legacy, futures only):
 * which report stands for which instrument, and how its net speculative position becomes the z-score the engine
 * votes on. The engine's thresholds (contrarian beyond ±1.5) are in markets.signal_model.
 */

/** One instrument's Commitments of Traders market. */
export interface CotMarket {
  /** CFTC contract market code, as the reports print it ("CFTC Code #"). */
  readonly code: string;
  /** The market's name in the reports. */
  readonly market: string;
  /**
   * +1 when a long futures position is long the instrument; −1 when it is short it (the yen future is long JPY, so
   * long USD/JPY is short the future).
   */
  readonly sign: 1 | -1;
}

/**
 * Canonical instrument id (see the instrument table) → its Commitments of Traders market. Instruments without one
 * (FX crosses, Brent, the European and Japanese cash indices, crypto) have no positioning factor.
 *
 * @see https://www.cftc.gov/MarketReports/CommitmentsofTraders/index.htm
 */
export const COT_MARKETS: RuleTable<Readonly<Record<string, CotMarket>>> = {
  id: 'markets.positioning.cot_markets',
  title: 'Positioning: the CFTC Commitments of Traders market of each instrument',
  versions: [
    {
      value: {
        EURUSD: { code: '099741', market: 'EURO FX - CHICAGO MERCANTILE EXCHANGE', sign: 1 },
        GBPUSD: { code: '096742', market: 'BRITISH POUND - CHICAGO MERCANTILE EXCHANGE', sign: 1 },
        AUDUSD: { code: '232741', market: 'AUSTRALIAN DOLLAR - CHICAGO MERCANTILE EXCHANGE', sign: 1 },
        NZDUSD: { code: '112741', market: 'NZ DOLLAR - CHICAGO MERCANTILE EXCHANGE', sign: 1 },
        USDJPY: { code: '097741', market: 'JAPANESE YEN - CHICAGO MERCANTILE EXCHANGE', sign: -1 },
        USDCHF: { code: '092741', market: 'SWISS FRANC - CHICAGO MERCANTILE EXCHANGE', sign: -1 },
        USDCAD: { code: '090741', market: 'CANADIAN DOLLAR - CHICAGO MERCANTILE EXCHANGE', sign: -1 },
        XAUUSD: { code: '088691', market: 'GOLD - COMMODITY EXCHANGE INC.', sign: 1 },
        XAGUSD: { code: '084691', market: 'SILVER - COMMODITY EXCHANGE INC.', sign: 1 },
        XPTUSD: { code: '076651', market: 'PLATINUM - NEW YORK MERCANTILE EXCHANGE', sign: 1 },
        XPDUSD: { code: '075651', market: 'PALLADIUM - NEW YORK MERCANTILE EXCHANGE', sign: 1 },
        WTI: { code: '067651', market: 'CRUDE OIL, LIGHT SWEET - NEW YORK MERCANTILE EXCHANGE', sign: 1 },
        NATGAS: { code: '023651', market: 'NATURAL GAS - NEW YORK MERCANTILE EXCHANGE', sign: 1 },
        WHEAT: { code: '001602', market: 'WHEAT-SRW - CHICAGO BOARD OF TRADE', sign: 1 },
        CORN: { code: '002602', market: 'CORN - CHICAGO BOARD OF TRADE', sign: 1 },
        COPPER: { code: '085692', market: 'COPPER- #1 - COMMODITY EXCHANGE INC.', sign: 1 },
        SPX: { code: '13874A', market: 'E-MINI S&P 500 - CHICAGO MERCANTILE EXCHANGE', sign: 1 },
        NDX: { code: '209742', market: 'NASDAQ MINI - CHICAGO MERCANTILE EXCHANGE', sign: 1 },
        DJI: { code: '124603', market: 'DJIA x $5 - CHICAGO BOARD OF TRADE', sign: 1 },
        ES: { code: '13874A', market: 'E-MINI S&P 500 - CHICAGO MERCANTILE EXCHANGE', sign: 1 },
        NQ: { code: '209742', market: 'NASDAQ MINI - CHICAGO MERCANTILE EXCHANGE', sign: 1 },
        YM: { code: '124603', market: 'DJIA x $5 - CHICAGO BOARD OF TRADE', sign: 1 },
        RTY: { code: '239742', market: 'RUSSELL E-MINI - CHICAGO MERCANTILE EXCHANGE', sign: 1 },
        CL: { code: '067651', market: 'CRUDE OIL, LIGHT SWEET - NEW YORK MERCANTILE EXCHANGE', sign: 1 },
        NG: { code: '023651', market: 'NATURAL GAS - NEW YORK MERCANTILE EXCHANGE', sign: 1 },
        RB: { code: '111659', market: 'GASOLINE BLENDSTOCK (RBOB) - NEW YORK MERCANTILE EXCHANGE', sign: 1 },
        HO: { code: '022651', market: 'NY HARBOR ULSD - NEW YORK MERCANTILE EXCHANGE', sign: 1 },
        GC: { code: '088691', market: 'GOLD - COMMODITY EXCHANGE INC.', sign: 1 },
        SI: { code: '084691', market: 'SILVER - COMMODITY EXCHANGE INC.', sign: 1 },
        HG: { code: '085692', market: 'COPPER- #1 - COMMODITY EXCHANGE INC.', sign: 1 },
        PL: { code: '076651', market: 'PLATINUM - NEW YORK MERCANTILE EXCHANGE', sign: 1 },
        PA: { code: '075651', market: 'PALLADIUM - NEW YORK MERCANTILE EXCHANGE', sign: 1 },
        ZC: { code: '002602', market: 'CORN - CHICAGO BOARD OF TRADE', sign: 1 },
        ZW: { code: '001602', market: 'WHEAT-SRW - CHICAGO BOARD OF TRADE', sign: 1 },
        ZS: { code: '005602', market: 'SOYBEANS - CHICAGO BOARD OF TRADE', sign: 1 },
        ZL: { code: '007601', market: 'SOYBEAN OIL - CHICAGO BOARD OF TRADE', sign: 1 },
        ZM: { code: '026603', market: 'SOYBEAN MEAL - CHICAGO BOARD OF TRADE', sign: 1 },
        KC: { code: '083731', market: 'COFFEE C - ICE FUTURES U.S.', sign: 1 },
        SB: { code: '080732', market: 'SUGAR NO. 11 - ICE FUTURES U.S.', sign: 1 },
        CC: { code: '073732', market: 'COCOA - ICE FUTURES U.S.', sign: 1 },
        CT: { code: '033661', market: 'COTTON NO. 2 - ICE FUTURES U.S.', sign: 1 },
        LE: { code: '057642', market: 'LIVE CATTLE - CHICAGO MERCANTILE EXCHANGE', sign: 1 },
        HE: { code: '054642', market: 'LEAN HOGS - CHICAGO MERCANTILE EXCHANGE', sign: 1 },
        ZT: { code: '042601', market: 'UST 2Y NOTE - CHICAGO BOARD OF TRADE', sign: 1 },
        ZF: { code: '044601', market: 'UST 5Y NOTE - CHICAGO BOARD OF TRADE', sign: 1 },
        ZN: { code: '043602', market: 'UST 10Y NOTE - CHICAGO BOARD OF TRADE', sign: 1 },
        ZB: { code: '020601', market: 'UST BOND - CHICAGO BOARD OF TRADE', sign: 1 },
        UB: { code: '020604', market: 'ULTRA UST BOND - CHICAGO BOARD OF TRADE', sign: 1 },
      },
      source: 'CFTC Commitments of Traders reports, contract market codes as printed in each market\'s heading (https://www.cftc.gov/MarketReports/CommitmentsofTraders/index.htm)',
      effective: '2026-11-25',
      verified: null,
      note: 'Gold 088691, silver 084691 and copper 085692 (COMEX futures-only report of 2023-10-17), Canadian dollar 090741 (financial futures report of 2019-07-23), palladium 075651 and lean hogs 054642 were read on CFTC report pages through the search tool; the other codes are written from memory of the reports and not checked, so the table is unverified. The sign follows the CME contract: currency futures are priced in US dollars per unit of the foreign currency.',
    },
  ],
};

/** How the weekly reports become the engine's positioning z-score. */
export interface PositioningModel {
  /** Reports in the rolling window the z-score is measured against (the current one included). */
  readonly window_weeks: number;
  /** Fewer reports than this in the window and there is no z-score (NaN). */
  readonly min_weeks: number;
  /**
   * A report dated Tuesday counts as known from 00:00 UTC this many days later: the CFTC releases it on Friday
   * afternoon Eastern time, so Saturday 00:00 UTC is the first instant every bar can know it.
   */
  readonly release_lag_days: number;
  /** Most reports asked for at once. */
  readonly max_weeks: number;
}

/**
 * Net non-commercial position as a share of open interest, (long − short) ÷ open interest, turned into a z-score
 * against its own last three years, known only from its release.
 *
 * @see docs/market-endpoints.md
 */
export const POSITIONING_MODEL: RuleTable<PositioningModel> = {
  id: 'markets.positioning.cot_zscore',
  title: 'Positioning: rolling z-score of net speculative positioning from the Commitments of Traders',
  versions: [
    {
      value: { window_weeks: 156, min_weeks: 52, release_lag_days: 4, max_weeks: 1_100 },
      source: 'guidekit methodology choice; the CFTC publishes the Tuesday positions on Friday at 3:30 p.m. Eastern time (https://www.cftc.gov/MarketReports/CommitmentsofTraders/ReleaseSchedule/index.htm)',
      effective: '2026-11-25',
      verified: null,
      note: 'A three-year window is the usual horizon of a "COT index"; a year of reports is the least for a z-score to mean anything. Scaling by open interest keeps the reading comparable as a market grows.',
    },
  ],
};
