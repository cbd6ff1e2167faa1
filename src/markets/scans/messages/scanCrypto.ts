import type { MessageCatalogs } from '../../../core/i18n/createTranslate.js';

/** Message keys of the crypto scanner's inputs without a source. */
export type ScanCryptoKey = 'etf_flows' | 'on_chain' | 'gamma_exposure';

/** English and Spanish notes on the crypto scanner's inputs that no configured source provides. */
export const scanCryptoMessages: MessageCatalogs<ScanCryptoKey> = {
  en: {
    etf_flows: 'ETF flows: not used, no source of spot ETF creations and redemptions is configured.',
    on_chain: 'On-chain data: not used, no source of on-chain activity is configured.',
    gamma_exposure: 'Gamma exposure: not used, no source of options open interest is configured to compute it.',
  },
  es: {
    etf_flows: 'Flujos de ETF: no se usan, no hay configurada una fuente de creaciones y reembolsos de ETF al contado.',
    on_chain: 'Datos en cadena: no se usan, no hay configurada una fuente de actividad en cadena.',
    gamma_exposure: 'Exposición gamma: no se usa, no hay configurada una fuente de interés abierto de opciones para calcularla.',
  },
};
