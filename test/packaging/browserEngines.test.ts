// Every engine subpath in a real browser: each of guidekit/core, debt, vet, markets, backtest and safety is bundled
// whole by esbuild for the browser (ESM source, minified, as an application's bundler would) into one script, loaded
// into headless Chromium (Debian's chromium driven by puppeteer-core), and one representative call per subpath runs in
// the page. The same call, from the same code text, runs in Node on the same bundle; the two results must be equal,
// with no console error, page error or network request in the page. Skips, saying so, when /usr/bin/chromium is absent
// (.ci/run installs it). docs/packaging.md (Browser) says what this covers.
import { build } from 'esbuild';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGoog } from '../backtest/_goog.js';

const CHROMIUM = '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);
if (!hasChromium) console.warn(`browserEngines: skipped, ${CHROMIUM} is missing (apt-get install -y chromium)`);

/**
 * One call per subpath, as JavaScript text run with `lib` (the subpath's exports) and `input` (JSON data) in scope, in
 * the page and in Node alike. Each returns a value (or a promise of one); typed arrays are compared as arrays.
 */
const CASES: Record<string, { readonly code: string; readonly input?: () => unknown }> = {
  core: {
    code: `return {
      money: [lib.formatMoney('1234.5'), lib.formatMoney('-0.07', { lang: 'es' }), lib.formatMoney('98765.432', { currency: 'EUR', lang: 'de' })],
      cents: lib.toCents('1234.565').toString(),
      months: lib.addMonthsIso('2024-01-31', 1),
      rounded: lib.roundMoney('2.675').toString(),
    };`,
  },
  debt: {
    code: `return lib.planPayoff([
      { creditor: 'Card', balance: '5000', rate: 24.99, minPayment: '150' },
      { creditor: 'Car', balance: '9000', rate: 6, minPayment: '250' },
      { creditor: 'Store', balance: '600', rate: 19, minPayment: '25' },
    ], { asOf: '2026-01-15', monthlyBudget: '600', lang: 'de' });`,
  },
  'debt (bad input)': {
    code: `try { lib.planPayoff([{ creditor: 5, balance: '0x10', rate: 2000, minPayment: '1' }], { asOf: '2026-01-15' }); return 'no throw'; }
      catch (e) { return { name: e.name, message: e.message, code: e.code, issues: e.issues }; }`,
  },
  vet: { code: `return [lib.combineRatings([50, 30, 20, 10], { asOf: '2026-01-15' }), lib.combineRatings([{ rating: 30, side: 'left', limb: 'leg' }, { rating: 20, side: 'right', limb: 'leg' }, 10], { asOf: '2026-01-15', lang: 'es' })];` },
  markets: {
    code: `const close = Float64Array.from(input.close);
      return { shin: lib.devigShin([2.1, 3.4, 3.6]), sma: lib.computeSma(close, { period: 20 }).slice(-5), rsi: lib.computeRsi(close, { period: 14 }).slice(-5) };`,
    input: () => ({ close: Array.from(loadGoog().close) }),
  },
  backtest: {
    code: `const f = (a) => Float64Array.from(a, (x) => (x === null ? NaN : x));
      const bars = { dates: input.dates, open: f(input.open), high: f(input.high), low: f(input.low), close: f(input.close), volume: f(input.volume) };
      const { spec } = await lib.compileRule('Buy when SMA(10) crosses above SMA(30) and RSI(14) is below 70. Sell when SMA(10) crosses below SMA(30).');
      const result = lib.runBacktest(bars, lib.createRuleStrategy(spec));
      return { trades: result.trades, stats: lib.computeBacktestStats(result, bars) };`,
    input: () => {
      const bars = loadGoog();
      return { dates: bars.dates, open: Array.from(bars.open), high: Array.from(bars.high), low: Array.from(bars.low), close: Array.from(bars.close), volume: Array.from(bars.volume) };
    },
  },
  safety: {
    code: `return { shape: [lib.analyzeDomainShape('https://Shop.Example.co.uk/cart'), lib.analyzeDomainShape('amazom.com')], gtin: lib.normalizeGtin('0 12345 67890 5'), ip: lib.classifyIpAddress('192.168.1.20') };`,
  },
};

const SUBPATHS = ['core', 'debt', 'vet', 'markets', 'backtest', 'safety'] as const;
const subpathOf = (name: string): string => name.split(' ')[0]!;

/** The text both sides compare: typed arrays as plain arrays, NaN and infinities as JSON writes them (null). */
function plain(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (_key, v: unknown) => (ArrayBuffer.isView(v) && !(v instanceof DataView) ? Array.from(v as unknown as ArrayLike<number>) : v)));
}

type CaseFunction = (lib: unknown, input: unknown) => Promise<unknown>;
const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (...args: string[]) => CaseFunction;

/** The subpaths' namespaces the bundle sets on a global object when it runs. */
type Engines = Record<string, Record<string, unknown>>;

/** Runs a case's code in Node against the same bundle the page runs (evaluated here, in this process). */
async function runInNode(engines: Engines, name: string, input: unknown): Promise<unknown> {
  return plain(await new AsyncFunction('lib', 'input', CASES[name]!.code)(engines[subpathOf(name)], input));
}

describe.skipIf(!hasChromium)('engine subpaths in headless Chromium', () => {
  let browser: Browser | undefined;
  let dir = '';
  let script = '';
  let nodeEngines: Engines = {};

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'guidekit-browser-engines-'));
    // One bundle holding every subpath whole (each as its own namespace), so the page loads all six in one script.
    const contents = SUBPATHS.map((sub) => `import * as ${sub} from './src/${sub}/index.ts';`).join('\n') + `\nglobalThis.guidekitEngines = { ${SUBPATHS.join(', ')} };\n`;
    const result = await build({ stdin: { contents, resolveDir: resolve('.'), loader: 'ts' }, bundle: true, minify: true, platform: 'browser', format: 'iife', write: false, logLevel: 'silent' });
    script = result.outputFiles[0]!.text;
    // The same bytes in Node: evaluated on a scratch object standing in for the page's global one.
    const scratch: { guidekitEngines?: Engines } = {};
    new Function('globalThis', script)(scratch);
    nodeEngines = scratch.guidekitEngines!;
    const { default: puppeteer } = await import('puppeteer-core');
    browser = await puppeteer.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', `--user-data-dir=${join(dir, 'profile')}`],
    });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('loads every subpath with no Node built-in, no console error and no request, and each call answers as in Node', async () => {
    expect(script).not.toMatch(/require\(["']node:/);
    const page = await browser!.newPage();
    const problems: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warn') problems.push(`console.${m.type()}: ${m.text()}`); });
    page.on('pageerror', (e) => problems.push(`pageerror: ${(e as Error).message}`));
    await page.setRequestInterception(true);
    page.on('request', (r) => {
      if (r.url().startsWith('about:') || r.url().startsWith('data:')) void r.continue();
      else { problems.push(`request: ${r.url()}`); void r.abort(); }
    });
    await page.setContent('<!doctype html><html><head><meta charset="utf-8"><title>guidekit engines</title></head><body></body></html>');
    await page.addScriptTag({ content: script });
    const loaded = await page.evaluate(() => {
      const engines = (globalThis as unknown as { guidekitEngines?: Record<string, Record<string, unknown>> }).guidekitEngines ?? {};
      return Object.fromEntries(Object.entries(engines).map(([sub, lib]) => [sub, Object.keys(lib).length]));
    });
    // Each subpath's namespace arrived with its exports (the smallest, vet, has dozens).
    for (const sub of SUBPATHS) expect(loaded[sub], sub).toBeGreaterThan(5);
    // The page has no Node globals for an engine to lean on.
    expect(await page.evaluate(() => ['process', 'require', 'Buffer'].filter((n) => n in globalThis))).toEqual([]);

    for (const [name, c] of Object.entries(CASES)) {
      const input = c.input?.() ?? null;
      const inNode = await runInNode(nodeEngines, name, input);
      const inPage = await page.evaluate(
        async (sub: string, code: string, data: unknown) => {
          const lib = (globalThis as unknown as { guidekitEngines: Record<string, unknown> }).guidekitEngines[sub];
          const PageAsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (...args: string[]) => (lib: unknown, input: unknown) => Promise<unknown>;
          const value = await new PageAsyncFunction('lib', 'input', code)(lib, data);
          return JSON.stringify(value, (_key, v: unknown) => (ArrayBuffer.isView(v) && !(v instanceof DataView) ? Array.from(v as unknown as ArrayLike<number>) : v));
        },
        subpathOf(name),
        c.code,
        input,
      );
      expect(JSON.parse(inPage) as unknown, `${name}: the page's answer differs from Node's`).toEqual(inNode);
    }
    // The bad-input case threw in both, with the function's name and the field (not a silent pass of 'no throw').
    expect(await runInNode(nodeEngines, 'debt (bad input)', null)).toMatchObject({ code: 'invalid_debts', message: expect.stringContaining('planPayoff') });
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);
});
