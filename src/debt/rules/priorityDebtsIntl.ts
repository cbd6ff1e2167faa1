import type { RuleTable } from '../../core/ruleTable.js';
import type { DebtType } from '../debtInputSchema.js';

/** Kinds of priority debt the UK, Canadian and Australian rankings recognise. */
export const PRIORITY_DEBT_CATEGORIES = [
  'rent',
  'mortgage',
  'council_tax',
  'council_rates',
  'property_tax',
  'energy',
  'utilities',
  'court_fine',
  'tv_licence',
  'child_maintenance',
  'tax',
] as const;
/** One kind of priority debt. */
export type PriorityDebtCategory = (typeof PRIORITY_DEBT_CATEGORIES)[number];

/** How one kind of priority debt is recognised and what not paying it can lead to. */
export interface PriorityDebtRule {
  readonly category: PriorityDebtCategory;
  /** Case-insensitive regular expressions (source text) matched against the creditor's name. */
  readonly creditor_patterns: readonly string[];
  /** Debt types of the shared debt schema that belong here whatever the creditor's name. */
  readonly types: readonly DebtType[];
  /**
   * Points added to the debt's legal-risk score (editorial, like the other weights). 0 for secured home loans, whose
   * collateral points already rank them; the category still names them and words their risk.
   */
  readonly points: number;
  /** What non-payment can lead to, in the source's terms (the response's wording comes from the message catalog). */
  readonly sanction: string;
}

/** The priority debts of one country, matched in order (the first category that matches wins). */
export interface PriorityDebtsValue {
  readonly rules: readonly PriorityDebtRule[];
}

/**
 * England and Wales priority debts: debts whose non-payment can cost the home, the energy supply or liberty, dealt
 * with before any other debt whatever its interest rate (Citizens Advice; CPAG Debt Advice Handbook).
 *
 * @see https://www.citizensadvice.org.uk/debt-and-money/help-with-debt/dealing-with-your-debts/work-out-which-debts-to-deal-with-first/
 */
export const PRIORITY_DEBTS_UK: RuleTable<PriorityDebtsValue> = {
  id: 'uk.priority_debts',
  jurisdiction: 'UK',
  title: 'UK priority debts: rent and mortgage arrears, council tax, gas and electricity, magistrates\' court fines, TV licence, child maintenance, HMRC',
  versions: [
    {
      value: {
        rules: [
          { category: 'rent', creditor_patterns: ['\\brent\\b', 'landlord', 'letting', 'housing association', 'tenancy'], types: [], points: 30, sanction: 'possession order and eviction' },
          { category: 'mortgage', creditor_patterns: ['mortgage', 'building society', 'secured loan', 'second charge'], types: ['mortgage'], points: 0, sanction: 'possession order and repossession of the home' },
          { category: 'council_tax', creditor_patterns: ['council tax', '\\bcouncil\\b', 'borough', 'local authority'], types: [], points: 30, sanction: 'liability order, enforcement agents, deductions from wages or benefits; prison for wilful refusal' },
          { category: 'energy', creditor_patterns: ['\\bgas\\b', 'electric', '\\benergy\\b', 'british gas', '\\bedf\\b', '\\be\\.?on\\b', '\\bovo\\b', 'octopus', 'scottish power', '\\bsse\\b', 'utility warehouse'], types: [], points: 25, sanction: 'prepayment meter or disconnection' },
          { category: 'court_fine', creditor_patterns: ['magistrates', 'court fine', '\\bfine\\b', '\\bhmcts\\b', 'courts service'], types: [], points: 30, sanction: 'enforcement agents, deductions from wages or benefits; prison as a last resort' },
          { category: 'tv_licence', creditor_patterns: ['tv licen[cs]', 'television licen[cs]', 'tv licensing'], types: [], points: 20, sanction: 'prosecution and a fine' },
          { category: 'child_maintenance', creditor_patterns: ['child maintenance', 'child support', '\\bcms\\b', '\\bcsa\\b', 'maintenance arrears'], types: [], points: 30, sanction: 'deduction from earnings order, liability order, loss of driving licence or passport' },
          { category: 'tax', creditor_patterns: ['\\bhmrc\\b', 'hm revenue', 'inland revenue', '\\bvat\\b', 'self assessment', 'income tax'], types: ['tax'], points: 30, sanction: 'enforcement agents, direct recovery from bank accounts, court or bankruptcy action' },
        ],
      },
      source: 'Citizens Advice (England), "Work out which debts to deal with first"; CPAG Debt Advice Handbook ch. 8 (ultimate sanctions); London Borough of Newham, money and debt advice (priority debts list)',
      effective: '2000-01-01',
      verified: '2026-11-25',
      note: 'Read on Citizens Advice: rent, mortgage or secured loan, council tax and gas or electricity arrears with their sanctions; Newham\'s list adds TV licence, magistrates\' court fines, income tax and VAT and child maintenance. Creditor-name patterns and points are guidekit\'s (editorial); water arrears are not a priority debt in England and Wales (supply cannot be cut off).',
    },
  ],
};

/**
 * Canadian debts to deal with first: housing, utilities, CRA debts (collected without a court order), family support
 * (provincial maintenance enforcement) and fines. Canada has no statutory list; this follows bank and insolvency
 * guidance and the enforcement powers cited.
 *
 * @see https://laws-lois.justice.gc.ca/eng/acts/I-3.3/section-224.html (CRA requirement to pay)
 */
export const PRIORITY_DEBTS_CA: RuleTable<PriorityDebtsValue> = {
  id: 'ca.priority_debts',
  jurisdiction: 'CA',
  title: 'Canadian priority debts: rent and mortgage arrears, property tax, utilities, CRA debts, family support, fines',
  versions: [
    {
      value: {
        rules: [
          { category: 'rent', creditor_patterns: ['\\brent\\b', '\\bloyer\\b', 'landlord', 'propriétaire', 'tenancy', 'property management'], types: [], points: 30, sanction: 'eviction order from the provincial residential tenancy board' },
          { category: 'mortgage', creditor_patterns: ['mortgage', 'hypoth[eè]que'], types: ['mortgage'], points: 0, sanction: 'power of sale or foreclosure' },
          { category: 'property_tax', creditor_patterns: ['property tax', 'taxes? foncières?', 'municipal tax', '\\bcity of\\b', '\\btown of\\b', 'municipality'], types: [], points: 25, sanction: 'tax sale of the property by the municipality' },
          { category: 'utilities', creditor_patterns: ['hydro', 'electric', '\\bgas\\b', 'enbridge', 'fortis', '\\benergy\\b', '\\bwater\\b', 'utilit'], types: [], points: 25, sanction: 'disconnection of the service' },
          { category: 'tax', creditor_patterns: ['\\bcra\\b', 'canada revenue', 'revenue canada', 'revenu qu[eé]bec', 'agence du revenu', 'receiver general'], types: ['tax'], points: 30, sanction: 'garnishment of wages and bank accounts without a court order (Income Tax Act s. 224), set-off of refunds and benefits' },
          { category: 'child_maintenance', creditor_patterns: ['family responsibility', '\\bfro\\b', 'maintenance enforcement', 'child support', 'spousal support', 'pension alimentaire'], types: [], points: 30, sanction: 'garnishment, federal set-off, suspension of driver\'s licence and passport' },
          { category: 'court_fine', creditor_patterns: ['\\bfines?\\b', 'court fine', 'provincial offences', '\\bamende'], types: [], points: 25, sanction: 'licence suspension, collection agency, civil enforcement' },
        ],
      },
      source: 'Income Tax Act (R.S.C. 1985, c. 1 (5th Supp.)) s. 224; Family Responsibility and Support Arrears Enforcement Act, 1996 (Ontario) and other provincial maintenance enforcement statutes; provincial residential tenancy and municipal tax-sale statutes; bank guidance on which payments come first (Scotiabank)',
      effective: '2000-01-01',
      verified: null,
      note: 'No official Canadian list of priority debts exists; this grouping and its weights are guidekit\'s, from the enforcement powers named in the source. Not checked against the statutes\' text.',
    },
  ],
};

/**
 * Australian priority debts (National Debt Helpline: rent or mortgage, council rates or body corporate fees, an
 * essential car, energy and water), plus the debts the government collects with its own powers: ATO debts
 * (garnishee notices), child support and state fines.
 *
 * @see https://ndh.org.au/debt-solutions/prioritise-your-debts/
 */
export const PRIORITY_DEBTS_AU: RuleTable<PriorityDebtsValue> = {
  id: 'au.priority_debts',
  jurisdiction: 'AU',
  title: 'Australian priority debts: rent and mortgage, council rates, energy and water, ATO debts, child support, fines',
  versions: [
    {
      value: {
        rules: [
          { category: 'rent', creditor_patterns: ['\\brent\\b', 'landlord', 'real estate', 'property management', 'tenancy'], types: [], points: 30, sanction: 'termination of the tenancy and eviction through the state tribunal' },
          { category: 'mortgage', creditor_patterns: ['mortgage', 'home loan'], types: ['mortgage'], points: 0, sanction: 'default notice and repossession of the home' },
          { category: 'council_rates', creditor_patterns: ['council rates', '\\brates\\b', '\\bcouncil\\b', 'shire', 'body corporate', 'strata', 'owners corporation'], types: [], points: 25, sanction: 'legal action and, in time, sale of the land for unpaid rates' },
          { category: 'utilities', creditor_patterns: ['electric', '\\bgas\\b', '\\benergy\\b', '\\bwater\\b', '\\bagl\\b', 'origin energy', 'energyaustralia', 'sydney water', 'yarra valley'], types: [], points: 25, sanction: 'disconnection or restriction of supply' },
          { category: 'tax', creditor_patterns: ['\\bato\\b', 'australian taxation', 'tax office'], types: ['tax'], points: 30, sanction: 'garnishee notices to a bank or employer (Taxation Administration Act 1953 Sch. 1 s. 260-5), offsets of refunds' },
          { category: 'child_maintenance', creditor_patterns: ['child support', 'services australia', '\\bcsa\\b'], types: [], points: 30, sanction: 'deductions from wages, garnishee, departure prohibition order' },
          { category: 'court_fine', creditor_patterns: ['\\bfines?\\b', 'revenue nsw', '\\bsdro\\b', 'state debt recovery', 'fines victoria', 'infringement', '\\bsper\\b'], types: [], points: 25, sanction: 'driver\'s licence or registration suspension, garnishee, seizure of property' },
        ],
      },
      source: 'National Debt Helpline, "Prioritise your debts" (rent or mortgage, council rates or body corporate fees, essential car payments, energy and water); Taxation Administration Act 1953 (Cth) Sch. 1 s. 260-5; Child Support (Registration and Collection) Act 1988 (Cth); state fines Acts',
      effective: '2000-01-01',
      verified: '2026-11-25',
      note: 'Read on ndh.org.au: the highest-priority debts. ATO debts, child support and fines are added from the collection powers in the source (not read in the Acts). Patterns and points are guidekit\'s.',
    },
  ],
};

/** Each country's priority-debt table (the US ranking uses the debt type `tax` only). */
export const PRIORITY_DEBTS_INTL: Readonly<Record<'UK' | 'CA' | 'AU', RuleTable<PriorityDebtsValue>>> = {
  UK: PRIORITY_DEBTS_UK,
  CA: PRIORITY_DEBTS_CA,
  AU: PRIORITY_DEBTS_AU,
};
