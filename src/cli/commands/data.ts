import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readSettings } from '../../adapters/config/readSettings.js';
import { createCassetteRecorder } from '../../adapters/fetch/createCassetteRecorder.js';
import { createPorts } from '../../adapters/ports/createPorts.js';
import { describeDataSources } from '../../adapters/ports/describeDataSources.js';
import { ENDPOINTS } from '../../catalog/endpoints.js';
import { findEndpoint } from '../../catalog/findEndpoint.js';
import { invokeEndpoint } from '../../catalog/invokeEndpoint.js';
import { toJsonText } from '../../core/toJsonText.js';
import { EXIT, type CliIo } from '../runCli.js';

const HELP = `Usage: guidekit data status [--json]
       guidekit data record <path> [name=value ...] [--body '<json>'] --out DIR
       guidekit data pm-corpus import DIR | sync [--venue V] [--since DATE] | status

status   Every configured source: whether it answers, its last fetch and age, what is cached, its rate limit and
         circuit breaker, and which endpoints read it (the same as GET /health/data; --json prints that document).
         Exits 1 when a port some endpoint reads is not ok.
record   Runs one endpoint with its sources live and records every raw answer they sent into a cassette in DIR
         (cassette.json and bodies/). Serve it with GUIDEKIT_DATA_MODE=snapshot GUIDEKIT_SNAPSHOT_DIR=DIR (local mode
         only), or replay it in tests with startReplayServer. Review a cassette before committing it.
pm-corpus The prediction-market corpus of Kalshi and Polymarket (guidekit data pm-corpus --help).`;

/**
 * `guidekit data status | record`: how the app's data sources stand, and recording what they answer.
 *
 * @param args - Arguments after `data`.
 * @param io - Output streams and the clock.
 * @returns The exit code: 0, 1 when a needed source is not ok (status) or the call failed (record), 2 on bad usage.
 * @example
 * ```ts
 * await runDataCommand(['status', '--json'], io) //=> 0
 * ```
 * @see docs/configuration.md
 */
export async function runDataCommand(args: readonly string[], io: CliIo): Promise<number> {
  const [sub, ...rest] = args;
  const usage = (message: string) => {
    io.stderr(`guidekit data: ${message}\n${HELP}\n`);
    return EXIT.usage;
  };
  if (sub === undefined || sub === '--help' || sub === '-h') {
    io.stdout(HELP + '\n');
    return sub === undefined ? EXIT.usage : EXIT.ok;
  }
  if (sub === 'pm-corpus') {
    const { runPmCorpusCommand } = await import('./pmCorpus.js');
    return runPmCorpusCommand(rest, io);
  }
  let parsed;
  try {
    parsed = parseArgs({
      args: [...rest],
      options: { json: { type: 'boolean' }, out: { type: 'string' }, body: { type: 'string' } },
      allowPositionals: true,
    });
  } catch (error) {
    return usage((error as Error).message);
  }
  const { values, positionals } = parsed;
  let settings;
  try {
    settings = await readSettings({ env: process.env, readFile: (path) => readFile(path, 'utf8').catch(() => undefined) });
  } catch (error) {
    return usage((error as Error).message);
  }
  const endpoints = io.endpoints ?? ENDPOINTS;

  if (sub === 'status') {
    if (positionals.length > 0 || values.out !== undefined || values.body !== undefined) return usage('status takes only --json');
    const created = await createPorts(settings);
    try {
      const status = await describeDataSources({ endpoints, sources: created.sources, dataMode: created.dataMode, now: new Date() });
      if (values.json) io.stdout(toJsonText(status, { space: 2 }) + '\n');
      else {
        io.stdout(`Data sources (${status.data_mode.mode}${status.data_mode.mode === 'snapshot' ? `, recorded ${status.data_mode.as_of}` : ''})\n`);
        for (const port of status.ports) {
          io.stdout(`\n${port.port}: ${port.status}, ${port.description}\n  read by: ${port.read_by.join(', ') || 'no served endpoint'}\n`);
          if (port.sources.length === 0) io.stdout('  no source configured: its endpoints answer 503 (never charged)\n');
          for (const s of port.sources) {
            const age = s.age_seconds === null ? '' : ` (${Math.round(s.age_seconds / 60)} min ago)`;
            const cache = s.cache === null ? '' : `, cache ${s.cache.entries} entries${s.cache.bytes === null ? '' : ` / ${s.cache.bytes} bytes`}`;
            const rate = s.rate_limit === null ? '' : `, rate limit ${s.rate_limit.limit}${s.rate_limit.remaining === null ? '' : `, ${s.rate_limit.remaining} left`}`;
            const circuit = s.circuit === null ? '' : `, circuit ${s.circuit}`;
            io.stdout(`  ${s.id.padEnd(24)} ${s.status.padEnd(11)} last fetch ${s.last_fetch ?? 'never'}${age}${cache}${rate}${circuit}${s.detail === null ? '' : `: ${s.detail}`}\n`);
          }
        }
      }
      return status.status === 'ok' ? EXIT.ok : EXIT.fault;
    } finally {
      await created.close();
    }
  }

  if (sub === 'record') {
    if (values.json) return usage('--json belongs to status');
    if (values.out === undefined) return usage('record needs --out DIR (where the cassette goes)');
    const [ref, ...pairs] = positionals;
    if (ref === undefined) return usage('which endpoint? Give its path.');
    const endpoint = findEndpoint(ref, { endpoints });
    if (endpoint === undefined) return usage(`no endpoint ${JSON.stringify(ref)}. Run 'guidekit list' to see them.`);
    let input: unknown;
    if (endpoint.method === 'POST') {
      if (values.body === undefined) return usage(`${endpoint.path} is a POST endpoint: pass its JSON body with --body '<json>'.`);
      try {
        input = JSON.parse(values.body);
      } catch (error) {
        return usage(`--body must be JSON (${(error as Error).message}).`);
      }
    } else {
      const query: Record<string, string> = {};
      for (const pair of pairs) {
        const eq = pair.indexOf('=');
        if (eq <= 0) return usage(`parameters are name=value pairs; got ${JSON.stringify(pair)}.`);
        query[pair.slice(0, eq)] = pair.slice(eq + 1);
      }
      input = query;
    }
    if (settings.GUIDEKIT_DATA_MODE === 'snapshot') return usage('record fetches live: unset GUIDEKIT_DATA_MODE=snapshot');
    const directory = resolve(values.out);
    const recorder = createCassetteRecorder(directory);
    const created = await createPorts(settings, { recorder });
    try {
      const outcome = await invokeEndpoint(endpoint, input, { asOf: io.today(), ports: created.ports, dataMode: created.dataMode });
      io.stdout(toJsonText(outcome.body, { space: 2 }) + '\n');
      const path = await recorder.save(`${endpoint.method} ${endpoint.path} ${endpoint.method === 'POST' ? values.body : pairs.join(' ')}`.trim());
      io.stderr(`recorded ${recorder.count()} answer(s) into ${path}\n`);
      return outcome.status === 200 ? EXIT.ok : EXIT.fault;
    } finally {
      await created.close();
    }
  }
  return usage(`unknown subcommand ${JSON.stringify(sub)}`);
}
