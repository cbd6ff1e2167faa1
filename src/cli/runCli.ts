import { parseArgs } from 'node:util';
import { ENDPOINTS } from '../catalog/endpoints.js';
import { findEndpoint } from '../catalog/findEndpoint.js';
import { invokeEndpoint, type DataMode } from '../catalog/invokeEndpoint.js';
import type { Ports } from '../catalog/ports.js';
import { PROBLEM_TYPE_BASE } from '../catalog/problemFromError.js';
import type { EndpointDefinition } from '../catalog/types.js';
import { SHIPPED_LANGUAGES } from '../core/i18n/resolveLang.js';
import type { Translator } from '../core/i18n/Translator.js';
import { parseIsoDate } from '../core/parseIsoDate.js';
import { toJsonText } from '../core/toJsonText.js';
import { readPackageVersion } from './readPackageVersion.js';

/** Where the CLI writes, and what it needs from the outside world; tests pass their own. */
export interface CliIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  /** Today's ISO date, the default `asOf`. */
  readonly today: () => string;
  /** Starts the HTTP server; injected so `list` and `call` never load the server. */
  readonly serve?: (options: { readonly port: number | undefined }) => Promise<void>;
  /** Serves the MCP tools over stdio (`guidekit mcp`); injected like `serve`. */
  readonly mcp?: () => Promise<void>;
  /** Catalog to use. Default: the whole catalog. */
  readonly endpoints?: readonly EndpointDefinition[];
  /**
   * Builds the ports `call` passes to endpoints that read outside data (built only when such an endpoint is called).
   * `close`, when given, is awaited once the answer is computed: it stops what the ports started (the fetch layer's
   * timers, the snapshot replay server), so the process ends instead of waiting on an open socket.
   * Default: none, so those endpoints answer 503 naming the missing source. Also built for a `lang` with no shipped
   * catalog, for its `translator` (GUIDEKIT_TRANSLATE_URL).
   */
  readonly loadPorts?: () => Promise<{ readonly ports: Partial<Ports>; readonly dataMode: DataMode; readonly translator?: Translator; readonly close?: () => Promise<void> }>;
}

/** Exit codes: 0 success, 1 engine fault, 2 bad input or usage, 3 not available or its data source missing or down, 4 no verdict (409). */
export const EXIT = { ok: 0, fault: 1, usage: 2, unavailable: 3, noVerdict: 4 } as const;

const HELP = {
  main: `guidekit: debt, veterans, market and shopping-safety engines, served from one catalog.

Usage:
  guidekit list [--json]                 List every endpoint: operation id, method, path, price, availability
  guidekit call <path> [name=value ...]  Run one endpoint locally, without payment, and print its JSON body
  guidekit serve [--port N]              Serve the catalog over HTTP (default port 8402, or PORT)
  guidekit mcp                           Serve the tools over MCP stdio (GUIDEKIT_MCP_URL + GUIDEKIT_API_KEY: a hosted one)
  guidekit recalls refresh | status      Download the recall sources into the local snapshot, or show its state
  guidekit blocklists refresh | status   Download the phishing and malware feeds the merchant score reads
  guidekit backtest --data FILE.csv --rule "..."   Compile a plain-English rule and backtest it on daily bars
  guidekit backtest --markets "..." [--json]      Simulate a prediction-market rule over the configured corpus
  guidekit data status | record          How the data sources stand, or record what they answer for replay
  guidekit data pm-corpus import DIR | sync | status   Build or inspect the prediction-market corpus (Kalshi, Polymarket)
  guidekit signals grade                 Grade stored signals' entries against the next session's open
  guidekit ask --explain "question"      How the question endpoints route a question, calling no data source
  guidekit evaluate signals --data DIR   Walk the signal engine forward over daily CSVs against its free baselines

Run 'guidekit <command> --help' for a command's options; 'guidekit --version' prints the version.`,
  list: `Usage: guidekit list [--json]

Prints the catalog: operation id, method, path, price in USD, credit type and availability.
  --json   print the catalog as JSON instead of a table`,
  call: `Usage: guidekit call <path> [name=value ...] [--body '<json>'] [--as-of YYYY-MM-DD] [--pretty]

Runs one endpoint on this machine, without payment, and prints its JSON body to stdout.
  <path>        /api/debt/payoff, debt/payoff or an operation id such as debtPayoff
  name=value    a query parameter of a GET endpoint, exactly as it would be sent over HTTP
  --body        the JSON body of a POST endpoint
  --as-of       the date the answer is computed for (default: today)
  --pretty      indent the JSON

Exit codes: 0 success; 2 invalid input (the problem JSON the HTTP API returns with its 400 is printed);
3 endpoint declared but not available yet (501), or its data source is missing or unavailable (503);
4 no verdict: the endpoint's documented 409 (nothing clears its cost floor, out of season);
1 unexpected engine failure.

Example:
  guidekit call debt/payoff debts='[{"creditor":"Visa","balance":5000,"rate":22.9,"minPayment":150}]' extra_payment=200`,
  serve: `Usage: guidekit serve [--port N]

Serves every catalog endpoint over HTTP. Port: --port, else PORT, else 8402.
Data directory: GUIDEKIT_DATA_DIR (default ./.guidekit).`,
} as const;

/**
 * Runs the guidekit command line: `list`, `call` and `serve`, each with `--help`.
 *
 * @param argv - Arguments after the program name.
 * @param io - Output streams and the clock (see {@link CliIo}).
 * @returns The process exit code (see {@link EXIT}).
 * @example
 * ```ts
 * await runCli(['call', 'debt/payoff', 'debts=[...]'], io) //=> 0
 * ```
 */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  const endpoints = io.endpoints ?? ENDPOINTS;
  if (command === '--version' || command === '-v' || command === 'version') {
    io.stdout(readPackageVersion() + '\n');
    return EXIT.ok;
  }
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    io.stdout(HELP.main + '\n');
    return command === undefined ? EXIT.usage : EXIT.ok;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    if (command in HELP) {
      io.stdout(HELP[command as keyof typeof HELP] + '\n');
      return EXIT.ok;
    }
  }
  switch (command) {
    case 'list':
      return listEndpoints(rest, io, endpoints);
    case 'call':
      return callEndpoint(rest, io, endpoints);
    case 'serve':
      return serveCommand(rest, io);
    case 'mcp':
      if (io.mcp === undefined) {
        io.stderr('guidekit mcp: not available in this host\n');
        return EXIT.unavailable;
      }
      await io.mcp();
      return EXIT.ok;
    case 'recalls': {
      // Loaded on demand: only this command needs the recall-source adapters.
      const { runRecallsCommand } = await import('./commands/recalls.js');
      return runRecallsCommand(rest, io);
    }
    case 'backtest': {
      const { runBacktestCommand } = await import('./commands/backtest.js');
      return runBacktestCommand(rest, io);
    }
    case 'data': {
      const { runDataCommand } = await import('./commands/data.js');
      return runDataCommand(rest, io);
    }
    case 'blocklists': {
      const { runBlocklistsCommand } = await import('./commands/blocklists.js');
      return runBlocklistsCommand(rest, io);
    }
    case 'signals': {
      const { runSignalsCommand } = await import('./commands/signals.js');
      return runSignalsCommand(rest, io);
    }
    case 'evaluate': {
      const { runEvaluateCommand } = await import('./evaluateCommand.js');
      return runEvaluateCommand(rest, io);
    }
    case 'ask': {
      const { runAskCommand } = await import('./commands/ask.js');
      return runAskCommand(rest, io);
    }
    default:
      io.stderr(`guidekit: unknown command ${JSON.stringify(command)}\n\n${HELP.main}\n`);
      return EXIT.usage;
  }
}

function listEndpoints(args: readonly string[], io: CliIo, endpoints: readonly EndpointDefinition[]): number {
  let values;
  try {
    ({ values } = parseArgs({ args: [...args], options: { json: { type: 'boolean' } }, allowPositionals: false }));
  } catch (error) {
    io.stderr(`guidekit list: ${(error as Error).message}\n${HELP.list}\n`);
    return EXIT.usage;
  }
  const rows = endpoints.map((e) => ({
    operationId: e.operationId,
    method: e.method,
    path: e.path,
    priceUsd: e.priceUsd,
    credit: e.credit ?? null,
    available: e.run !== undefined,
    reads: e.needs ?? [],
    ...(e.run === undefined ? { unavailableReason: e.unavailableReason ?? 'engine not landed' } : {}),
  }));
  if (values.json) {
    io.stdout(toJsonText(rows, { space: 2 }) + '\n');
    return EXIT.ok;
  }
  const header = ['OPERATION', 'METHOD', 'PATH', 'PRICE', 'CREDIT', 'READS', 'AVAILABILITY'];
  const table = rows.map((r) => [r.operationId, r.method, r.path, `$${r.priceUsd}`, r.credit ?? '-', r.reads.join(',') || '-', r.available ? 'available' : 'unavailable']);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
  const line = (cells: readonly string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd();
  io.stdout([line(header), ...table.map(line)].join('\n') + '\n');
  const available = rows.filter((r) => r.available).length;
  io.stdout(`\n${rows.length} endpoints, ${available} available, ${rows.length - available} unavailable (answer 501, never charged).\n`);
  return EXIT.ok;
}

async function callEndpoint(args: readonly string[], io: CliIo, endpoints: readonly EndpointDefinition[]): Promise<number> {
  let values;
  let positionals;
  try {
    ({ values, positionals } = parseArgs({
      args: [...args],
      options: { body: { type: 'string' }, 'as-of': { type: 'string' }, pretty: { type: 'boolean' } },
      allowPositionals: true,
    }));
  } catch (error) {
    io.stderr(`guidekit call: ${(error as Error).message}\n${HELP.call}\n`);
    return EXIT.usage;
  }
  const [ref, ...pairs] = positionals;
  if (ref === undefined) {
    io.stderr(`guidekit call: which endpoint? Give its path.\n${HELP.call}\n`);
    return EXIT.usage;
  }
  const endpoint = findEndpoint(ref, { endpoints });
  if (endpoint === undefined) {
    io.stderr(`guidekit call: no endpoint ${JSON.stringify(ref)}. Run 'guidekit list' to see them.\n`);
    return EXIT.usage;
  }
  const space = values.pretty ? { space: 2 } : {};
  const fail = (field: string, detail: string) => {
    io.stdout(
      toJsonText(
        {
          type: `${PROBLEM_TYPE_BASE}invalid-parameters`,
          title: 'Invalid parameters',
          status: 400,
          detail,
          instance: endpoint.path,
          errors: [{ field, code: 'invalid_value', detail }],
        },
        space,
      ) + '\n',
    );
    return EXIT.usage;
  };
  let asOf = io.today();
  if (values['as-of'] !== undefined) {
    try {
      asOf = parseIsoDate(values['as-of'], { fn: 'guidekit call', field: 'as-of' });
    } catch (error) {
      return fail('as-of', (error as Error).message);
    }
  }
  let input: unknown;
  if (endpoint.method === 'POST') {
    if (values.body === undefined) return fail('', `${endpoint.path} is a POST endpoint: pass its JSON body with --body '<json>'.`);
    try {
      input = JSON.parse(values.body);
    } catch (error) {
      return fail('', `--body must be JSON (${(error as Error).message}).`);
    }
  } else {
    const query: Record<string, string> = {};
    for (const pair of pairs) {
      const eq = pair.indexOf('=');
      if (eq <= 0) return fail(pair, `parameters are name=value pairs; got ${JSON.stringify(pair)}.`);
      query[pair.slice(0, eq)] = pair.slice(eq + 1);
    }
    input = query;
  }
  let sources = {};
  let close: (() => Promise<void>) | undefined;
  const requestedLang = typeof input === 'object' && input !== null ? (input as { lang?: unknown }).lang : undefined;
  const wantsTranslation = typeof requestedLang === 'string' && requestedLang !== '' && !(SHIPPED_LANGUAGES as readonly string[]).includes(requestedLang.toLowerCase());
  if (((endpoint.needs ?? []).length > 0 || wantsTranslation) && io.loadPorts !== undefined) {
    try {
      const loaded = await io.loadPorts();
      sources = { ports: loaded.ports, dataMode: loaded.dataMode, ...(loaded.translator === undefined ? {} : { translator: loaded.translator }) };
      close = loaded.close;
    } catch (error) {
      // A bad setting (unknown data mode, unreadable config file, a refused snapshot) is the user's to fix.
      io.stderr(`guidekit call: ${(error as Error).message}\n`);
      return EXIT.usage;
    }
  }
  let outcome;
  try {
    outcome = await invokeEndpoint(endpoint, input, { asOf, ...sources });
  } finally {
    // The replay server of snapshot mode and the fetch layer's timers would keep the process alive after the answer.
    await close?.();
  }
  io.stdout(toJsonText(outcome.body, space) + '\n');
  if (outcome.status === 200) return EXIT.ok;
  if (outcome.status === 400) return EXIT.usage;
  // Declared but not available yet, or its data source is not configured or did not answer: nothing to run here.
  if (outcome.status === 501 || outcome.status === 503) return EXIT.unavailable;
  // An endpoint's documented refusal to give a verdict (nothing clears, out of season): an answer, not a fault.
  if (outcome.status === 409) return EXIT.noVerdict;
  return EXIT.fault;
}

async function serveCommand(args: readonly string[], io: CliIo): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({ args: [...args], options: { port: { type: 'string' } }, allowPositionals: false }));
  } catch (error) {
    io.stderr(`guidekit serve: ${(error as Error).message}\n${HELP.serve}\n`);
    return EXIT.usage;
  }
  let port: number | undefined;
  if (values.port !== undefined) {
    port = Number(values.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535) {
      io.stderr(`guidekit serve: --port must be a whole number from 0 to 65535, got ${JSON.stringify(values.port)}\n`);
      return EXIT.usage;
    }
  }
  if (io.serve === undefined) {
    io.stderr('guidekit serve: no server available in this build\n');
    return EXIT.fault;
  }
  try {
    await io.serve({ port });
  } catch (error) {
    // A configuration problem (local payments under NODE_ENV=production, a bad price override) is the user's to fix.
    io.stderr(`guidekit serve: ${(error as Error).message}\n`);
    return EXIT.usage;
  }
  return EXIT.ok;
}
