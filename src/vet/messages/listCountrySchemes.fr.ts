import type { SchemeBasisKey } from '../rules/countrySchemes.js';

/**
 * French text of each country's compensation basis (vouvoiement). Scheme names stay in the country's own language;
 * nothing here applies US rules to another country.
 *
 * @see ./listCountrySchemes.ts
 */
export const LIST_COUNTRY_SCHEMES_MESSAGES_FR: Readonly<Record<SchemeBasisKey, string>> = {
  basis_uk_afcs:
    'Pour une blessure ou une maladie causée par le service à compter du 6 avril 2005 : chaque blessure est classée à un niveau du barème de 1 (le plus grave) à 15, chacun assorti d’une somme forfaitaire fixe non imposable ; plusieurs blessures s’additionnent jusqu’au montant du niveau 1 au plus. Les montants sont fixés par le Parlement et revalorisés ; aucun n’est donné ici faute de barème daté vérifié.',
  basis_uk_gip:
    'Les niveaux 1 à 11 du barème donnent aussi droit à un Guaranteed Income Payment non imposable à vie : solde au départ × un facteur d’âge × un pourcentage par niveau (100% pour les niveaux 1 à 4, jusqu’à 10% pour le niveau 11), revalorisé chaque année selon les prix.',
  basis_uk_wps:
    'Pour une invalidité causée par le service avant le 6 avril 2005 : l’invalidité est évaluée en pourcentage ; sous 20%, une gratification forfaitaire non imposable ; à partir de 20%, une pension hebdomadaire ou mensuelle non imposable proportionnelle au taux de 100%, revalorisée chaque année selon l’indice des prix à la consommation ; des allocations comme la Constant Attendance Allowance et l’Unemployability Supplement peuvent s’y ajouter.',
  basis_ca_psc:
    'Degré d’invalidité en pourcentage (Table des invalidités d’ACC) × le montant mensuel maximal de l’indemnité pour douleur et souffrance, versée chaque mois à vie ou sous forme de somme forfaitaire ; l’indemnité supplémentaire pour douleur et souffrance (catégories 1 à 3) vise les déficiences graves et permanentes qui font obstacle à la réinsertion.',
  basis_ca_irb:
    'Prestation de remplacement du revenu mensuelle pour les vétérans dont la capacité de gain est réduite ou qui suivent une réadaptation : 90% de la solde militaire avant la libération, moins les autres revenus (déductions), avec des augmentations liées à la progression de carrière.',
  basis_au_mrca:
    'Les points de déficience (GARP M, le guide MRCA pour déterminer la déficience et l’indemnisation) et une cote de mode de vie se combinent en une indemnité de déficience permanente, versée chaque semaine ou prise en tout ou en partie sous forme de somme forfaitaire ; des paiements d’incapacité remplacent les revenus perdus.',
  basis_au_vea:
    'Paiement d’indemnisation d’invalidité au General Rate, de 10% à 100% du taux général selon la déficience évaluée et le mode de vie (Guide to the Assessment of Rates of Veterans’ Pensions), avec l’Extreme Disablement Adjustment et le Special Rate (TPI) pour les personnes incapables de travailler.',
  basis_au_drca:
    'Somme forfaitaire pour déficience permanente selon le degré de déficience de la personne entière, plus la perte non économique ; des paiements d’incapacité remplacent les revenus perdus.',
  basis_au_harmonised:
    'Signalé (non vérifié) : à compter du 1er juillet 2026, les nouvelles demandes d’indemnisation sont tranchées uniquement sous le régime MRCA ; les indemnités antérieures au titre du VEA et du DRCA continuent.',
  basis_nz_vsa:
    'Scheme One (service opérationnel admissible avant le 1er avril 1974) : pension d’invalidité selon la déficience de la personne entière ; Scheme Two (service à partir du 1er avril 1974) : indemnité forfaitaire pour déficience permanente ; montants indexés chaque année.',
  basis_nz_weekly:
    'Indemnité de revenu hebdomadaire au titre de l’article 59 pour un vétéran n’ayant pas atteint l’âge de la New Zealand Superannuation, qui ne peut pas travailler à temps plein en raison d’une affection liée au service et qui suit une réadaptation.',
  basis_de_seg:
    'Indemnité mensuelle (§ 11 SEG) selon le degré des séquelles (Grad der Schädigungsfolgen, GdS) à partir de 30, par paliers pour un GdS de 30/40, 50/60, 70/80, 90 et 100, indexée sur la valeur de la pension (§ 13) ; elle peut être prise sous forme de somme forfaitaire (§ 12). Montants non donnés ici.',
  basis_de_seg_earnings:
    'Indemnisation de la perte de revenus au titre du SEG, mesurée par rapport à des revenus de référence selon le niveau d’études.',
};
