// Writes docs/debt-rules.md and docs/vet-rules.md from the rule tables the domains export.
import { writeFileSync } from 'node:fs';
import * as debt from '../src/debt/index.js';
import * as vet from '../src/vet/index.js';
import { RULE_DOCS } from './ruleDocs.js';
import { renderRuleTables } from './renderRuleTables.js';

for (const doc of RULE_DOCS) {
  const exports = doc.domain === 'debt' ? debt : vet;
  writeFileSync(doc.file, renderRuleTables(doc.title, doc.intro, exports as Record<string, unknown>));
  console.log(`wrote ${doc.file}`);
}
