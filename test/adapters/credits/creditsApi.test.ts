import { openInspectablePglite, openIsolatedPostgres } from '../store/openTestStores.js';
import { describeCreditsApi } from './describeCreditsApi.js';

describeCreditsApi('PGlite in memory', openInspectablePglite);

// Against a real PostgreSQL server (its own schema) only when one is configured; otherwise reported as skipped.
const url = process.env.GUIDEKIT_TEST_DATABASE_URL;
describeCreditsApi('PostgreSQL (pg)', async () =>
  url === undefined || url === '' ? 'set GUIDEKIT_TEST_DATABASE_URL=postgres://… to run the credits API against PostgreSQL' : openIsolatedPostgres(url),
);
