import { createPostgresStore } from '../../../src/adapters/store/createPostgresStore.js';
import { describeStoreContract } from './storeContract.js';

// Runs against a real PostgreSQL server only when one is configured; otherwise every test is reported as skipped with why.
const url = process.env.GUIDEKIT_TEST_DATABASE_URL;

describeStoreContract('PostgreSQL (pg)', async () =>
  url === undefined || url === ''
    ? 'set GUIDEKIT_TEST_DATABASE_URL=postgres://… to run the store contract against PostgreSQL'
    : createPostgresStore({ connectionString: url }),
);
