// Pre-IPO radar from SEC filings (docs/perps-tokenized-preipo.md).
export { type SecFeedEntry, type SecFiling, type SecCompanySubmissions, type SecFilingSource } from './SecFilingSource.js';
export { radarPreIpo, type RadarPreIpoInput, type RadarPreIpoOptions, type PreIpoStage, type PreIpoKind, type PreIpoCompany, type PreIpoPerp, type RadarPreIpoResult } from './radarPreIpo.js';
export { shortlistPreIpoFilers, type ShortlistPreIpoFilersOptions } from './shortlistPreIpoFilers.js';
