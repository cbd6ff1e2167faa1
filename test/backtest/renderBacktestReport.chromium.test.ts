// The interactive report in real headless Chromium (Debian's chromium driven by puppeteer-core): the page runs
// without a console error or a network request, every pane's canvas is drawn, the crosshair shows hover values, and a
// screenshot is taken and checked. Skips, saying so, when /usr/bin/chromium is absent (.ci/run installs it).
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readChartLibrary } from '../../src/adapters/report/readChartLibrary.js';
import { compileRule } from '../../src/backtest/compileRule.js';
import { computeBacktestStats } from '../../src/backtest/computeBacktestStats.js';
import { createRuleStrategy } from '../../src/backtest/createRuleStrategy.js';
import { generateSyntheticMarkets } from '../../src/backtest/predictionMarkets/generateSyntheticMarkets.js';
import { runPredictionMarketBacktest } from '../../src/backtest/predictionMarkets/runPredictionMarketBacktest.js';
import { renderBacktestReport } from '../../src/backtest/renderBacktestReport.js';
import { renderPredictionMarketReport } from '../../src/backtest/renderPredictionMarketReport.js';
import { runBacktest } from '../../src/backtest/runBacktest.js';
import { simulateMonteCarlo } from '../../src/backtest/simulateMonteCarlo.js';
import { loadGoog } from './_goog.js';

const CHROMIUM = '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);
if (!hasChromium) console.warn(`renderBacktestReport.chromium: skipped, ${CHROMIUM} is missing (apt-get install -y chromium)`);

/** Opens `html` from a file in a fresh page; returns the console errors, page errors and outside requests seen. */
export async function openReport(browser: Browser, dir: string, name: string, html: string): Promise<{ page: Page; problems: string[] }> {
  const file = join(dir, name);
  writeFileSync(file, html);
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warn') problems.push(`console.${m.type()}: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`pageerror: ${(e as Error).message}`));
  await page.setRequestInterception(true);
  page.on('request', (r) => {
    if (r.url().startsWith('file:') || r.url().startsWith('data:') || r.url().startsWith('about:')) void r.continue();
    else { problems.push(`request: ${r.url()}`); void r.abort(); }
  });
  await page.setViewport({ width: 1280, height: 1400 });
  await page.goto(pathToFileURL(file).href, { waitUntil: 'load' });
  try {
    await page.waitForFunction(() => (window as unknown as { guidekitReport?: unknown }).guidekitReport !== undefined, { timeout: 5000 });
  } catch (error) {
    throw new Error(`${name}: the chart script did not finish (${(error as Error).message}); ${problems.join('; ') || 'no error logged'}`);
  }
  // Two animation frames: lightweight-charts paints on the next frame after setData.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return { page, problems };
}

/** Per canvas of the page: its size and how many pixels differ from its first pixel (0 = blank). */
export async function canvasInk(page: Page): Promise<{ w: number; h: number; ink: number }[]> {
  return page.evaluate(() => Array.from(document.querySelectorAll('canvas'), (c) => {
    const ctx = c.getContext('2d');
    if (!ctx || c.width === 0 || c.height === 0) return { w: c.width, h: c.height, ink: 0 };
    const px = ctx.getImageData(0, 0, c.width, c.height).data;
    let ink = 0;
    for (let i = 4; i < px.length; i += 4) if (px[i] !== px[0] || px[i + 1] !== px[1] || px[i + 2] !== px[2] || px[i + 3] !== px[3]) ink++;
    return { w: c.width, h: c.height, ink };
  }));
}

/** Decodes a PNG in the browser and counts its distinct colours (sampled on a grid). */
export async function countColours(browser: Browser, png: string): Promise<{ width: number; height: number; colours: number }> {
  const page = await browser.newPage();
  try {
    return await page.evaluate(async (b64) => {
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.width;
      c.height = img.height;
      const ctx = c.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      const px = ctx.getImageData(0, 0, c.width, c.height).data;
      const seen = new Set<number>();
      for (let y = 0; y < c.height; y += 3) for (let x = 0; x < c.width; x += 3) { const i = (y * c.width + x) * 4; seen.add((px[i]! << 16) | (px[i + 1]! << 8) | px[i + 2]!); }
      return { width: c.width, height: c.height, colours: seen.size };
    }, png);
  } finally {
    await page.close();
  }
}

describe.skipIf(!hasChromium)('renderBacktestReport in headless Chromium', () => {
  let browser: Browser;
  const dir = mkdtempSync(join(tmpdir(), 'gk-report-'));

  beforeAll(async () => {
    const { default: puppeteer } = await import('puppeteer-core');
    browser = await puppeteer.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', `--user-data-dir=${join(dir, 'profile')}`],
    });
  }, 20_000);
  afterAll(async () => {
    await browser?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('draws every pane without a console error or a request, shows hover values, and screenshots to a non-uniform image', async () => {
    const bars = loadGoog();
    const rule = 'Buy when SMA(10) crosses above SMA(30) and RSI(14) is below 70. Sell when SMA(10) crosses below SMA(30).';
    const { spec } = await compileRule(rule);
    const result = runBacktest(bars, createRuleStrategy(spec));
    // A trade bootstrap (growth of 1 after each trade), placed at the exit bars in money, as the CLI's report does.
    const mc = simulateMonteCarlo(result, { resamples: 200, seed: 7 });
    const cash = result.equity[0]!;
    const money = (xs: Float64Array) => Array.from(xs, (g) => g * cash);
    const band = { label: '5–95 %', lower: money(mc.equity.p5), upper: money(mc.equity.p95), median: money(mc.equity.p50), bar: [0, ...result.trades.map((t) => t.exit_bar)] };
    const html = renderBacktestReport(result, computeBacktestStats(result, bars), { bars, spec, rule, bands: [band], chartLibrary: (await readChartLibrary()).source });
    const { page, problems } = await openReport(browser, dir, 'report.html', html);
    try {
      const panes = await page.evaluate(() => (window as unknown as { guidekitReport: { panes: string[] } }).guidekitReport.panes);
      expect(panes).toEqual(['Price', 'Volume', 'RSI(14)', 'Equity', 'Drawdown', 'P/L']);
      const ink = await canvasInk(page);
      // Each pane draws on its own canvases; at least one inked canvas per pane, large ones well covered.
      expect(ink.filter((c) => c.ink > 500).length).toBeGreaterThanOrEqual(panes.length);
      // Hover: the crosshair over the middle of the price pane writes that bar's date and values in the legend.
      const box = (await (await page.$('#guidekit-chart'))!.boundingBox())!;
      await page.mouse.move(box.x + box.width * 0.5, box.y + 120);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const legend = await page.$eval('#guidekit-legend', (e) => e.textContent ?? '');
      const date = legend.slice(0, 10);
      expect(bars.dates.indexOf(date)).toBeGreaterThan(100);
      expect(bars.dates.indexOf(date)).toBeLessThan(bars.dates.length - 100);
      expect(legend).toMatch(/O [\d.]+ H [\d.]+ L [\d.]+ C [\d.]+/);
      expect(legend).toMatch(/SMA\(10\) [\d.]+ .*RSI\(14\) [\d.]+ .*Equity [\d.]+ .*Drawdown -?[\d.]+%/);
      const shot = join(dir, 'report.png');
      await page.screenshot({ path: shot, clip: { x: 0, y: 0, width: 1280, height: 1400 } });
      expect(statSync(shot).size).toBeGreaterThan(50_000);
      const png = await page.screenshot({ encoding: 'base64', clip: { x: 0, y: 0, width: 1280, height: 1400 } });
      const decoded = await countColours(browser, png as string);
      expect(decoded).toMatchObject({ width: 1280, height: 1400 });
      expect(decoded.colours).toBeGreaterThan(100);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  }, 20_000);

  it('draws the prediction-market report (cumulative P/L, drawdown, per-trade P/L) beside its calibration table', async () => {
    // SYNTHETIC markets (seeded): this checks the page runs and draws, no number reaches an answer.
    const result = runPredictionMarketBacktest(generateSyntheticMarkets({ seed: 42, count: 400 }), { side: 'yes', maxPrice: 0.6 }, { stake: '50' });
    const html = renderPredictionMarketReport(result, { rule: 'Buy YES when the ask is at most 0.60', chartLibrary: (await readChartLibrary()).source });
    const { page, problems } = await openReport(browser, dir, 'pm.html', html);
    try {
      const panes = await page.evaluate(() => (window as unknown as { guidekitReport: { panes: string[] } }).guidekitReport.panes);
      expect(panes).toEqual(['Cumulative P/L', 'Drawdown', 'P/L']);
      expect((await canvasInk(page)).filter((c) => c.ink > 500).length).toBeGreaterThanOrEqual(panes.length);
      expect(await page.$$eval('#guidekit-calibration tbody tr', (r) => r.length)).toBe(10);
      const png = await page.screenshot({ encoding: 'base64' });
      expect((await countColours(browser, png as string)).colours).toBeGreaterThan(50);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  }, 20_000);
});
