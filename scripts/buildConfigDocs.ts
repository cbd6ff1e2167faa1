// Writes docs/configuration.md from the settings table, the ports and the source policies (see renderConfigurationDoc).
import { readFileSync, writeFileSync } from 'node:fs';
import { ENDPOINTS } from '../src/catalog/endpoints.js';
import { renderConfigurationDoc } from './renderConfigurationDoc.js';

writeFileSync('docs/configuration.md', renderConfigurationDoc(ENDPOINTS, readFileSync('docs/configuration.intro.md', 'utf8')));
process.stdout.write('wrote docs/configuration.md\n');
