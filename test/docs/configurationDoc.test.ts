import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/catalog/endpoints.js';
import { renderConfigurationDoc } from '../../scripts/renderConfigurationDoc.js';

describe('docs/configuration.md', () => {
  it('lists every setting, port and source policy as the code has them (run npx tsx scripts/buildConfigDocs.ts)', () => {
    expect(readFileSync('docs/configuration.md', 'utf8')).toBe(renderConfigurationDoc(ENDPOINTS, readFileSync('docs/configuration.intro.md', 'utf8')));
  });
});
