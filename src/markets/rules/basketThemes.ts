import type { RuleTable } from '../../core/ruleTable.js';

/** The eight basket themes of GET /api/signal/basket. */
export type BasketTheme = 'ai' | 'semis' | 'defense' | 'china-tech' | 'nuclear' | 'cyber' | 'glp1' | 'quantum';

/** The eight themes, in the specification's order. */
export const BASKET_THEMES: readonly BasketTheme[] = ['ai', 'semis', 'defense', 'china-tech', 'nuclear', 'cyber', 'glp1', 'quantum'];

/** One theme's basket: the reference fund whose holdings define it and the US-listed tickers taken from them. */
export interface BasketThemeRule {
  /** The public ETF whose holdings (or index methodology) define the theme. */
  readonly etf: string;
  /** The ETF's underlying index or mandate, in words. */
  readonly index: string;
  /**
   * US-listed tickers (NYSE or Nasdaq, ADRs included), so the whole basket prices on one session. Holdings listed only
   * in Hong Kong, Tokyo, Paris or elsewhere are left out and named in the note.
   */
  readonly constituents: readonly string[];
}

/**
 * The constituents of each basket theme, dated and cited. Each list is the reference ETF's largest US-listed holdings
 * as a public holdings snapshot showed them on the version's effective date; names marked in the note were added from
 * the fund's index methodology where the snapshot was cut short. None was read on the issuer's own holdings file, so
 * every version is `verified: null`: refresh from the issuer (the `holdings` port) before relying on weights.
 */
export const BASKET_THEME_RULES: Readonly<Record<BasketTheme, RuleTable<BasketThemeRule>>> = {
  ai: {
    id: 'markets.basket.ai',
    title: 'AI basket: Global X Artificial Intelligence & Technology ETF (AIQ) holdings',
    versions: [
      {
        value: {
          etf: 'AIQ',
          index: 'Indxx Artificial Intelligence & Big Data Index',
          constituents: ['BABA', 'IBM', 'META', 'ORCL', 'NOW', 'CSCO', 'NFLX', 'CRM', 'ACN', 'NVDA', 'MSFT', 'GOOGL', 'AMZN'],
        },
        source: 'https://www.globalxetfs.com/funds/aiq/ (issuer); top-10 holdings as of 2024-09-30 read on https://www.etfrc.com/AIQ',
        effective: '2024-09-30',
        verified: null,
        note: 'First nine from the snapshot (Tencent left out: Hong Kong listing); NVDA, MSFT, GOOGL, AMZN added as the index\'s large-cap AI developers, from memory.',
      },
    ],
  },
  semis: {
    id: 'markets.basket.semis',
    title: 'Semiconductor basket: VanEck Semiconductor ETF (SMH) holdings',
    versions: [
      {
        value: {
          etf: 'SMH',
          index: 'MVIS US Listed Semiconductor 25 Index (25 largest, most liquid US-listed chip companies, capped)',
          constituents: ['NVDA', 'TSM', 'AVGO', 'MU', 'AMD', 'ASML', 'LRCX', 'KLAC', 'TXN', 'QCOM', 'AMAT'],
        },
        source: 'https://www.vaneck.com/us/en/investments/semiconductor-etf-smh/ (issuer; index methodology); holdings read on https://www.ainvest.com/stocks/NASDAQ-SMH and https://stockti.com/etf/SMH',
        effective: '2025-11-01',
        verified: null,
        note: 'Top nine from the ainvest snapshot, QCOM and AMAT from the stockti top ten. SOXX (ICE Semiconductor Index) holds the same leaders.',
      },
    ],
  },
  defense: {
    id: 'markets.basket.defense',
    title: 'Defense basket: iShares U.S. Aerospace & Defense ETF (ITA) holdings',
    versions: [
      {
        value: { etf: 'ITA', index: 'Dow Jones U.S. Select Aerospace & Defense Index', constituents: ['GE', 'RTX', 'BA', 'LMT', 'NOC', 'LHX', 'GD', 'TDG', 'HWM', 'AXON', 'TXT'] },
        source: 'https://www.ishares.com/us/products/239502/ (issuer); holdings read on https://www.ainvest.com/es/etfs/CBOE-ITA',
        effective: '2026-01-25',
        verified: null,
        note: 'GE, RTX, BA, LMT, NOC, LHX from the snapshot (GE Aerospace above 20% as of January 2026); GD, TDG, HWM, AXON, TXT added from memory of the index\'s next holdings.',
      },
    ],
  },
  'china-tech': {
    id: 'markets.basket.china_tech',
    title: 'China-tech basket: KraneShares CSI China Internet ETF (KWEB) holdings, US listings',
    versions: [
      {
        value: { etf: 'KWEB', index: 'CSI Overseas China Internet Index', constituents: ['BABA', 'PDD', 'TME', 'BZ', 'TCOM', 'NTES', 'JD', 'BIDU', 'BILI', 'BEKE'] },
        source: 'https://kraneshares.com/kweb/ (issuer; index description); top-10 holdings as of 2025-11-30 read on https://new.etfresearchcenter.com/KWEB',
        effective: '2025-11-30',
        verified: null,
        note: 'BABA, PDD, TME, BZ (Kanzhun), TCOM, NTES from the snapshot; Tencent, Kuaishou, JD Health and Meituan left out (Hong Kong listings only); JD, BIDU, BILI, BEKE added from memory.',
      },
    ],
  },
  nuclear: {
    id: 'markets.basket.nuclear',
    title: 'Nuclear basket: Global X Uranium ETF (URA) and VanEck Uranium & Nuclear ETF (NLR) holdings, US listings',
    versions: [
      {
        value: { etf: 'URA', index: 'Solactive Global Uranium & Nuclear Components Index', constituents: ['CCJ', 'NXE', 'DNN', 'UEC', 'UUUU', 'LEU', 'BWXT', 'SMR', 'OKLO'] },
        source: 'https://www.globalxetfs.com/funds/ura/ (issuer); holdings read on https://capital.com/pl/global-x-uranium-etf-cena-akcji (Cameco, Kazatomprom, NexGen, Paladin, Denison)',
        effective: '2025-01-01',
        verified: null,
        note: 'CCJ, NXE, DNN from the snapshot (Kazatomprom and Paladin left out: London and Sydney listings); UEC, UUUU, LEU, BWXT, SMR, OKLO added from memory of URA/NLR holdings. The snapshot is older than the effective date shown.',
      },
    ],
  },
  cyber: {
    id: 'markets.basket.cyber',
    title: 'Cybersecurity basket: First Trust NASDAQ Cybersecurity ETF (CIBR) holdings',
    versions: [
      {
        value: { etf: 'CIBR', index: 'Nasdaq CTA Cybersecurity Index', constituents: ['CSCO', 'INFY', 'PANW', 'CRWD', 'AVGO', 'FFIV', 'FTNT', 'LDOS', 'AKAM', 'ZS', 'OKTA', 'CHKP'] },
        source: 'https://www.ftportfolios.com/retail/etf/etfsummary.aspx?Ticker=CIBR (issuer; index description); holdings read on https://www.ainvest.com/es/etfs/NASDAQ-CIBR',
        effective: '2025-11-01',
        verified: null,
        note: 'Ten from the snapshot (Thales left out: Paris listing); ZS from an older composer.trade top ten; OKTA, CHKP added from memory. HACK covers the same names.',
      },
    ],
  },
  glp1: {
    id: 'markets.basket.glp1',
    title: 'GLP-1 basket: Roundhill GLP-1 & Weight Loss ETF (OZEM) holdings',
    versions: [
      {
        value: { etf: 'OZEM', index: 'actively managed: companies with GLP-1 and weight-loss drugs approved or in FDA trials', constituents: ['LLY', 'NVO', 'AMGN', 'VKTX', 'PFE', 'GPCR', 'ALT', 'TERN'] },
        source: 'https://www.roundhillinvestments.com/etf/ozem/ (issuer); weights read on https://www.benzinga.com/etfs/sector-etfs/25/11/49036848/ (LLY 18.72%, NVO 13.23%)',
        effective: '2025-11-24',
        verified: null,
        note: 'LLY and NVO from the article; AMGN, VKTX, PFE (Metsera), GPCR (Structure), ALT (Altimmune), TERN (Terns) added from memory of the fund\'s pipeline holdings; Zealand Pharma left out (Copenhagen listing).',
      },
    ],
  },
  quantum: {
    id: 'markets.basket.quantum',
    title: 'Quantum basket: Defiance Quantum ETF (QTUM) index methodology',
    versions: [
      {
        value: { etf: 'QTUM', index: 'BlueStar Quantum Computing and Machine Learning Index (modified equal weight)', constituents: ['IONQ', 'RGTI', 'QBTS', 'QUBT', 'IBM', 'GOOGL', 'MSFT', 'NVDA', 'HON'] },
        source: 'https://www.defianceetfs.com/qtum/ (issuer); index methodology read on https://portfoliometrics.net/symbol/QTUM; pure plays named on https://longbridge.com/en/news/284212482',
        effective: '2026-04-27',
        verified: null,
        note: 'QTUM is modified equal-weighted over about 70 names; the basket keeps the four listed pure plays (IONQ, RGTI, QBTS, QUBT) and the large quantum programmes (IBM, GOOGL, MSFT, NVDA, HON), chosen from memory of the index.',
      },
    ],
  },
};
