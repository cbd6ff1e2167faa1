import type { DataMode } from '../../catalog/invokeEndpoint.js';
import type { Translator } from '../../core/i18n/Translator.js';
import type { Ports } from '../../catalog/ports.js';
import type { EndpointDefinition } from '../../catalog/types.js';
import type { PaymentOptions } from '../x402/PaymentOptions.js';
import type { McpPaymentGate } from './createMcpPaymentGate.js';

/** What the MCP endpoint serves and how it is paid. */
export interface McpOptions {
  /** The endpoints exposed as tools (every paid catalog endpoint). */
  readonly endpoints: readonly EndpointDefinition[];
  /** Supplies the `asOf` date of each call (ISO date); the adapter reads the clock, never the engine. */
  readonly today: () => string;
  /** x402 payment over MCP `_meta`; absent when nothing is charged. Create it once per app with createMcpPaymentGate. */
  readonly gate?: McpPaymentGate;
  /** The app's payment setup, for the prices tool descriptions quote (overrides applied). */
  readonly payment?: PaymentOptions;
  /** The app's ports (see {@link Ports}); a tool whose declared port is missing answers the 503 problem, never charged. */
  readonly ports?: Partial<Ports>;
  /** Live or snapshot, stated in every answer's `data` block. Default live. */
  readonly dataMode?: DataMode;
  /**
   * Declare each tool's `outputSchema` in tools/list. The output schemas are about 1 MB of the catalog's list, which
   * many clients choke on, so they are sent only on request (`POST /api/mcp?output_schemas=full`). Answers carry the
   * same structured content either way. Default false.
   */
  readonly outputSchemas?: boolean;
  /** Machine translation for a `lang` with no shipped catalog (`createSettingsTranslator`). Default: none (English with a `lang_note`). */
  readonly translator?: Translator;
  /** Version reported in the MCP `initialize` answer. Default the package version. */
  readonly version?: string;
}
