/**
 * The browser script of the HTML reports: reads the page's `guidekit-report-data` JSON block and draws it with
 * TradingView's lightweight-charts (the global `LightweightCharts` of its standalone build, inlined before this script
 * by the caller). One chart with several panes shares one time scale, so zoom, pan and the crosshair are linked
 * across every pane; the legend above the chart shows the values at the crosshair.
 *
 * Panes, top to bottom: price (candles, entry/exit markers, the rule's price-scale indicators), volume (with
 * volume-source indicators), one pane per oscillator family of the rule (RSI, MACD, ...; with the rule's constant
 * levels as lines), equity (right scale) with the Monte Carlo band on the left scale (its own, so a wide band never
 * squashes the equity line), drawdown (%), per-trade P/L (a bar at each exit).
 *
 * Written as plain ES2017 without template literals; it contains no `</script` or `<!--`.
 */
export const REPORT_CLIENT_SCRIPT = `(function () {
  'use strict';
  var node = document.getElementById('guidekit-report-data');
  var host = document.getElementById('guidekit-chart');
  var legend = document.getElementById('guidekit-legend');
  var LC = window.LightweightCharts;
  if (!node || !host || !LC) return;
  var data = JSON.parse(node.textContent);
  var L = data.labels;
  var ohlc = data.ohlc;
  var times = data.times;
  var n = times.length;
  var dated = true;
  for (var i = 0; i < n; i++) {
    if (!/^\\d{4}-\\d{2}-\\d{2}$/.test(times[i]) || (i > 0 && !(times[i] > times[i - 1]))) { dated = false; break; }
  }
  // Strictly increasing dates are business-day times (the axis reads months and years); otherwise the point number is the time.
  var T = function (bar) { return dated ? times[bar] : bar; };
  var barOf = {};
  for (var b = 0; b < n; b++) barOf[String(T(b))] = b;
  var label = function (t) { var k = barOf[String(typeof t === 'object' && t !== null ? t.year + '-' + pad(t.month) + '-' + pad(t.day) : t)]; return k === undefined ? String(t) : times[k]; };
  function pad(x) { return x < 10 ? '0' + x : String(x); }
  var fmt = function (v, d) { return v === null || v === undefined ? '—' : Number(v).toFixed(d === undefined ? 2 : d); };
  var chart = LC.createChart(host, {
    autoSize: true,
    layout: { background: { type: 'solid', color: '#ffffff' }, textColor: '#222', fontSize: 11, panes: { separatorColor: '#c8c8c8', enableResize: true } },
    grid: { vertLines: { color: '#f0f0f0' }, horzLines: { color: '#f0f0f0' } },
    crosshair: { mode: LC.CrosshairMode.Normal },
    rightPriceScale: { borderColor: '#ccc' },
    // Undated points (a prediction-market report's trade times): ticks read the point's own time, to the day.
    timeScale: dated ? { borderColor: '#ccc', rightOffset: 2 } : { borderColor: '#ccc', rightOffset: 2, tickMarkFormatter: function (t) { var s = label(t); return /^\\d{4}-\\d{2}-\\d{2}/.test(s) ? s.slice(0, 10) : s; } },
    localization: { timeFormatter: label }
  });
  var pane = 0;
  var paneTitles = [];
  var stretch = [];
  function nextPane(title, factor) { var p = pane; pane += 1; paneTitles.push(title); stretch.push(factor); return p; }
  var line = function (values, times) {
    var out = [];
    for (var k = 0; k < values.length; k++) if (values[k] !== null) out.push({ time: times ? times[k] : T(k), value: values[k] });
    return out;
  };
  var palette = ['#e67e22', '#8e44ad', '#16a085', '#2c3e50', '#d35400', '#27ae60', '#c0392b', '#2980b9'];
  var colorAt = 0;
  var hover = [];

  // Price (bar reports only).
  var pricePane = -1;
  var trades = [];
  if (ohlc.length === n && n > 0) {
  pricePane = nextPane(L.price, 3);
  var candles = chart.addSeries(LC.CandlestickSeries, { upColor: '#26a69a', downColor: '#ef5350', borderVisible: false, wickUpColor: '#26a69a', wickDownColor: '#ef5350' }, pricePane);
  candles.setData(ohlc.map(function (r, k) { return { time: T(k), open: r.open, high: r.high, low: r.low, close: r.close }; }));
  var markers = [];
  trades = data.trades.slice();
  if (data.open_trade) trades.push(data.open_trade);
  var few = trades.length <= 60;
  trades.forEach(function (tr) {
    var long = tr.side === 'long';
    markers.push({ time: T(tr.entry_bar), position: long ? 'belowBar' : 'aboveBar', shape: long ? 'arrowUp' : 'arrowDown', color: long ? '#1a7f37' : '#c62828', text: '' });
    if (!tr.open) markers.push({ time: T(tr.exit_bar), position: long ? 'aboveBar' : 'belowBar', shape: 'circle', color: tr.pnl >= 0 ? '#1a7f37' : '#c62828', text: few ? fmt(tr.pnl, 0) : '' });
  });
  markers.sort(function (a, c) { return barOf[String(a.time)] - barOf[String(c.time)]; });
  LC.createSeriesMarkers(candles, markers);
  hover.push(function (k) { var r = ohlc[k]; return L.open + ' ' + fmt(r.open) + ' ' + L.high + ' ' + fmt(r.high) + ' ' + L.low + ' ' + fmt(r.low) + ' ' + L.close + ' ' + fmt(r.close); });

  // Volume.
  }
  var hasVolume = pricePane >= 0 && ohlc.some(function (r) { return r.volume !== null && r.volume > 0; });
  var volumePane = -1;
  if (hasVolume) {
    volumePane = nextPane(L.volume, 0.8);
    var vol = chart.addSeries(LC.HistogramSeries, { priceFormat: { type: 'volume' }, color: '#9fb3c8', priceLineVisible: false, lastValueVisible: false }, volumePane);
    var vd = [];
    ohlc.forEach(function (r, k) { if (r.volume !== null) vd.push({ time: T(k), value: r.volume, color: r.close >= r.open ? '#a5d6c7' : '#f3b5b3' }); });
    vol.setData(vd);
    hover.push(function (k) { return L.volume + ' ' + fmt(ohlc[k].volume, 0); });
  }

  // Indicators of the rule.
  var groups = {};
  data.indicators.forEach(function (ind) {
    var p;
    if (ind.pane === 'price' && pricePane >= 0) p = pricePane;
    else if (ind.pane === 'volume' && volumePane >= 0) p = volumePane;
    else { if (groups[ind.pane] === undefined) groups[ind.pane] = nextPane(ind.label, 1); p = groups[ind.pane]; }
    var color = palette[colorAt++ % palette.length];
    var s = chart.addSeries(LC.LineSeries, { color: color, lineWidth: 1.5, priceLineVisible: false, lastValueVisible: false, title: ind.label, crosshairMarkerVisible: false }, p);
    s.setData(line(ind.values));
    (ind.levels || []).forEach(function (lv) { s.createPriceLine({ price: lv, color: '#999', lineWidth: 1, lineStyle: LC.LineStyle.Dashed, axisLabelVisible: true, title: '' }); });
    hover.push(function (k) { return ind.label + ' ' + fmt(ind.values[k]); });
  });

  // Equity, with the Monte Carlo band on its own (left) scale.
  var equityPane = nextPane(L.equity, 1.4);
  var eq = chart.addSeries(LC.LineSeries, { color: '#1f4e8c', lineWidth: 2, priceLineVisible: false, title: L.equity }, equityPane);
  eq.setData(line(data.equity));
  hover.push(function (k) { return L.equity + ' ' + fmt(data.equity[k]); });
  (data.bands || []).forEach(function (band) {
    var times = band.bar.map(T);
    var bandColor = '#7a9cc6';
    chart.addSeries(LC.LineSeries, { priceScaleId: 'left', color: bandColor, lineWidth: 1, lineStyle: LC.LineStyle.Dotted, priceLineVisible: false, lastValueVisible: false, title: band.label + ' ' + L.upper }, equityPane).setData(line(band.upper, times));
    chart.addSeries(LC.LineSeries, { priceScaleId: 'left', color: bandColor, lineWidth: 1, lineStyle: LC.LineStyle.Dotted, priceLineVisible: false, lastValueVisible: false, title: band.label + ' ' + L.lower }, equityPane).setData(line(band.lower, times));
    if (band.median) chart.addSeries(LC.LineSeries, { priceScaleId: 'left', color: bandColor, lineWidth: 1, lineStyle: LC.LineStyle.Dashed, priceLineVisible: false, lastValueVisible: false, title: L.median }, equityPane).setData(line(band.median, times));
  });
  // The left scale is laid out for every pane (lightweight-charts aligns the panes); only the equity pane draws on it.
  if ((data.bands || []).length > 0) chart.applyOptions({ leftPriceScale: { visible: true, borderColor: '#ccc' } });

  // Drawdown, in percent below the running peak.
  var ddPane = nextPane(L.drawdown, 0.8);
  // A fraction below the peak (bar reports), or money below the peak of the cumulative P/L (drawdown_unit 'money').
  var ddMoney = data.drawdown_unit === 'money';
  var ddValue = function (v) { return v === null ? null : ddMoney ? -v : -100 * v; };
  var ddText = function (v) { return v === null ? '—' : ddMoney ? v.toFixed(2) : v.toFixed(2) + '%'; };
  var dd = chart.addSeries(LC.AreaSeries, { lineColor: '#c62828', topColor: 'rgba(198,40,40,0.05)', bottomColor: 'rgba(198,40,40,0.35)', lineWidth: 1, priceLineVisible: false, priceFormat: ddMoney ? { type: 'price', precision: 2, minMove: 0.01 } : { type: 'custom', formatter: function (v) { return v.toFixed(1) + '%'; } } }, ddPane);
  dd.setData(line(data.drawdown.map(ddValue)));
  hover.push(function (k) { return L.drawdown + ' ' + ddText(ddValue(data.drawdown[k])); });

  // Per-trade P/L, one bar per point (a bar report: summed over the trades exiting at that bar).
  var plAt = {};
  if (data.pnl.length > 0) {
    var plPane = nextPane(L.pnl, 0.8);
    var pl = chart.addSeries(LC.HistogramSeries, { priceLineVisible: false, lastValueVisible: false, title: L.pnl }, plPane);
    pl.setData(data.pnl.map(function (p) { plAt[p.bar] = p.value; return { time: T(p.bar), value: p.value, color: p.value >= 0 ? '#1a7f37' : '#c62828' }; }));
    hover.push(function (k) { return plAt[k] === undefined ? '' : L.pnl + ' ' + fmt(plAt[k]); });
  }

  if (pane <= 3) host.style.height = '640px';
  var panes = chart.panes();
  for (var q = 0; q < panes.length; q++) panes[q].setStretchFactor(stretch[q]);
  var titles = document.getElementById('guidekit-panes');
  if (titles) titles.textContent = paneTitles.join(' · ');

  var tradeAt = {};
  trades.forEach(function (tr) {
    (tradeAt[tr.entry_bar] = tradeAt[tr.entry_bar] || []).push(L.entry + ' ' + tr.side + ' @ ' + fmt(tr.entry_price));
    if (!tr.open) (tradeAt[tr.exit_bar] = tradeAt[tr.exit_bar] || []).push(L.exit + ' @ ' + fmt(tr.exit_price) + ' (' + tr.exit_reason + ') ' + L.pnl + ' ' + fmt(tr.pnl) + ' / ' + fmt(100 * tr.return_pct) + '%');
  });
  function show(k) {
    if (!legend || n === 0) return;
    if (k === null || k < 0 || k >= n) k = n - 1;
    var parts = [times[k]].concat(hover.map(function (f) { return f(k); }).filter(Boolean));
    if (tradeAt[k]) parts = parts.concat(tradeAt[k]);
    legend.textContent = parts.join('  ·  ');
  }
  chart.subscribeCrosshairMove(function (param) {
    var k = param && param.logical !== undefined && param.logical !== null ? Math.round(param.logical) : null;
    show(k);
  });
  show(n - 1);
  chart.timeScale().fitContent();
  window.guidekitReport = { chart: chart, panes: paneTitles };
})();
`;
