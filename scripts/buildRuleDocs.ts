// Writes docs/debt-rules.md and docs/vet-rules.md from every rule table the domains export or keep in their rules/.
import { writeFileSync } from 'node:fs';
import { loadRuleExports } from './loadRuleExports.js';
import { RULE_DOCS } from './ruleDocs.js';
import { renderRuleTables } from './renderRuleTables.js';

for (const doc of RULE_DOCS) {
  writeFileSync(doc.file, renderRuleTables(doc.title, doc.intro, await loadRuleExports(doc.domain)));
  console.log(`wrote ${doc.file}`);
}
