import type { ScopeVeteranCountryMessageKey } from './scopeVeteranCountry.js';

/**
 * French text of scopeVeteranCountry (vouvoiement). Program names stay official (in the country's language, or in
 * English where that is the official name); country names are written bare, so templates place them after a colon.
 *
 * @see ./scopeVeteranCountry.ts
 */
export const SCOPE_VETERAN_COUNTRY_MESSAGES_FR: Readonly<Record<ScopeVeteranCountryMessageKey, string>> = {
  name_US: 'États-Unis',
  name_UK: 'Royaume-Uni',
  name_Canada: 'Canada',
  name_Australia: 'Australie',
  name_NewZealand: 'Nouvelle-Zélande',
  name_Germany: 'Allemagne',
  authority_US: 'le département des Anciens combattants des États-Unis (VA)',
  authority_UK: 'Veterans UK (ministère de la Défense)',
  authority_Canada: 'Anciens Combattants Canada (ACC)',
  authority_Australia: 'le Department of Veterans’ Affairs (DVA)',
  authority_NewZealand: 'Veterans’ Affairs New Zealand',
  authority_Germany: 'la Bundeswehr (Soldatenentschädigung) ou le Versorgungsamt',
  assist_US:
    'un représentant d’une organisation de services aux vétérans (VSO) accréditée par le VA, un avocat ou un agent de réclamations (l’aide des VSO est gratuite ; consultez la liste d’accréditation du VA)',
  assist_UK: 'Veterans UK (le Veterans Welfare Service) ou la Royal British Legion, dont les conseils sont gratuits',
  assist_Canada: 'Anciens Combattants Canada (un gestionnaire de cas ou le Bureau de services juridiques des pensions, sans frais)',
  assist_Australia: 'un représentant reconnu par le DVA d’une organisation d’anciens militaires (ESO), sans frais',
  assist_NewZealand: 'Veterans’ Affairs New Zealand ou un conseiller d’une RSA',
  assist_Germany: 'le service d’indemnisation de la Bundeswehr (Soldatenentschädigung), le Versorgungsamt ou les services sociaux de la Bundeswehr',
  disability_US: 'l’indemnité d’invalidité du VA (38 U.S.C. chapitre 11)',
  disability_UK: 'l’Armed Forces Compensation Scheme (AFCS : niveaux de barème 1 à 15 avec sommes forfaitaires, plus le Guaranteed Income Payment pour les niveaux 1 à 11) pour une blessure causée par le service à compter du 6 avril 2005, ou le War Pensions Scheme (WPS) pour un service antérieur',
  disability_Canada: 'l’indemnité pour douleur et souffrance prévue par la Loi sur le bien-être des vétérans (avec la prestation de remplacement du revenu en cas de perte de capacité de gain)',
  disability_Australia: 'l’indemnisation au titre du MRCA, du VEA ou du DRCA (déficience permanente ou pension d’invalidité)',
  disability_NewZealand: 'Veterans’ Support Act 2014 : somme forfaitaire pour déficience permanente (Scheme Two) ou pension d’invalidité (Scheme One)',
  disability_Germany: 'l’indemnité mensuelle prévue par le Soldatenentschädigungsgesetz (SEG, en vigueur depuis le 1er janvier 2025, article 11), selon le degré des séquelles (GdS)',
  care_US: 'la VA Pension avec Aid and Attendance ou Housebound (38 U.S.C. 1521)',
  care_UK: 'la Constant Attendance Allowance des War Pensions, ou l’Armed Forces Independence Payment (AFIP) au titre de l’AFCS',
  care_Canada: 'l’allocation de reconnaissance pour aidant et le Programme pour l’autonomie des anciens combattants',
  care_Australia: 'l’attendant allowance et le Veterans’ Home Care',
  care_NewZealand: 'les soins d’assistance et l’aide ménagère prévus par le Veterans’ Support Act 2014',
  care_Germany: 'l’allocation de soins (Pflegegeld) prévue par le SEG',
  unemployability_US: 'l’invalidité totale fondée sur l’inaptitude individuelle au travail (TDIU, 38 CFR 4.16)',
  unemployability_UK: 'l’Unemployability Supplement des War Pensions, ou le Guaranteed Income Payment (GIP) de l’AFCS',
  unemployability_Canada: 'la prestation de remplacement du revenu (PRR) prévue par la Loi sur le bien-être des vétérans',
  unemployability_Australia: 'les paiements d’incapacité (MRCA ou DRCA) ou le Special Rate of Disability Pension (VEA)',
  unemployability_NewZealand: 'l’indemnité de revenu hebdomadaire (Veterans’ Support Act 2014, article 59)',
  unemployability_Germany: 'l’indemnisation de la perte de revenus prévue par le SEG',
  note_inferred: 'Aucun pays n’a été indiqué ; le pays retenu, d’après la région « {region} », est : {country}.',
  note_default_us:
    'Aucun pays n’a été indiqué et aucun n’a pu être déduit : cette réponse suit donc les règles des États-Unis. Envoyez country (US, UK, Canada, Australia, NewZealand, Germany ou le nom d’un autre pays) pour une réponse sur un autre pays.',
  note_ambiguous_region:
    'Aucun pays n’a été indiqué et la région « {region} » existe dans plusieurs pays ({candidates}) : cette réponse suit donc les règles des États-Unis. Envoyez country pour choisir.',
  note_unmapped:
    'Aucun programme de prestations pour vétérans n’est répertorié pour ce pays : {country}. Cette réponse est donnée au mieux : les règles des États-Unis n’ont pas été appliquées ; demandez à l’autorité nationale des anciens combattants ({country}) quel programme vous couvre.',
  note_region_ignored: 'La région « {region} » n’a pas été utilisée, car le pays a été indiqué.',
  disclaimer_mapped:
    'Ceci est une évaluation, et non une décision officielle de {authority} ou de toute autre autorité nationale des anciens combattants. Pour une décision sur votre dossier, adressez-vous à {assistance}.',
  disclaimer_unmapped:
    'Ceci est une évaluation, et non une décision officielle d’une autorité nationale des anciens combattants. Pour être aidé dans une demande, adressez-vous à l’autorité nationale des anciens combattants ({country}) ou à une organisation de vétérans accréditée de ce pays.',
};
