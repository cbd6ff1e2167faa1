import { describeStoreContract } from './storeContract.js';
import { openIsolatedPostgres } from './openTestStores.js';

// Runs against a real PostgreSQL server only when one is configured; otherwise every test is reported as skipped with why.
// The store lives in a schema of its own, so other test files on the same server cannot disturb it (or be disturbed).
const url = process.env.GUIDEKIT_TEST_DATABASE_URL;

describeStoreContract('PostgreSQL (pg)', async () =>
  url === undefined || url === ''
    ? 'set GUIDEKIT_TEST_DATABASE_URL=postgres://… to run the store contract against PostgreSQL'
    : (await openIsolatedPostgres(url)).store,
);
