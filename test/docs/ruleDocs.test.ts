import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadRuleExports } from '../../scripts/loadRuleExports.js';
import { renderRuleTables } from '../../scripts/renderRuleTables.js';
import { RULE_DOCS } from '../../scripts/ruleDocs.js';

describe('generated rule-table pages', () => {
  for (const doc of RULE_DOCS) {
    it(`${doc.file} lists every ${doc.domain} rule table as the code has it (run npx tsx scripts/buildRuleDocs.ts)`, async () => {
      expect(readFileSync(doc.file, 'utf8')).toBe(renderRuleTables(doc.title, doc.intro, await loadRuleExports(doc.domain)));
    });
  }
});
