import type { PlanCreditBuildingKey } from './planCreditBuilding.js';

/**
 * French narrative of planCreditBuilding (vouvoiement). The time estimates stay marked editorial, as in English.
 *
 * @see ./planCreditBuilding.ts
 */
export const PLAN_CREDIT_BUILDING_MESSAGES_FR: Readonly<Record<PlanCreditBuildingKey, string>> = {
  step_check_reports: 'Vérifiez vos dossiers de crédit et contestez toute erreur avant de bâtir dessus.',
  why_check_reports: 'Une erreur (un retard qui n’a jamais eu lieu, une dette qui n’est pas la vôtre) peut freiner votre cote quoi que vous fassiez.',
  step_electoral_roll: 'Inscrivez-vous sur la liste électorale (electoral roll) à votre adresse actuelle.',
  why_electoral_roll: 'Les prêteurs britanniques s’en servent pour confirmer votre identité et votre adresse ; sans elle, beaucoup de demandes échouent.',
  step_secured_card: 'Ouvrez une carte de crédit garantie avec un dépôt de {deposit}, utilisez-la pour une petite facture régulière et payez-la en entier chaque mois.',
  why_secured_card: 'Le dépôt sert de limite, l’approbation est donc probable ; la carte est déclarée aux agences d’évaluation du crédit comme toute autre carte et bâtit un historique de paiement.',
  step_starter_card: 'Ouvrez une carte de crédit à faible limite conçue pour bâtir le crédit, utilisez-la pour une petite facture régulière et payez-la en entier chaque mois.',
  why_starter_card: 'Ces cartes acceptent les dossiers minces ; quelques mois de paiements complets et à temps créent l’historique que les prêteurs recherchent.',
  step_credit_builder_loan: 'Prenez un petit prêt pour bâtir le crédit (auprès d’une coopérative de crédit ou d’une application spécialisée) : l’argent est placé en épargne pendant que vous le remboursez, puis vous est versé.',
  why_credit_builder_loan: 'Il ajoute un compte à versements et des paiements à temps à votre dossier, et se termine par de l’épargne plutôt qu’une dette.',
  step_authorized_user: 'Demandez à un proche qui a un long historique de carte sans incident et de faibles soldes de vous ajouter comme utilisateur autorisé.',
  why_authorized_user: 'Beaucoup d’émetteurs déclarent aussi le compte dans votre dossier, ce qui vous fait profiter de son ancienneté et de son historique de paiement ; choisissez quelqu’un qui paie toujours à temps.',
  step_rent_reporting: 'Demandez à votre propriétaire ou à un service de déclaration des loyers de déclarer vos paiements de loyer aux agences d’évaluation du crédit.',
  why_rent_reporting: 'Le loyer que vous payez déjà devient un historique positif ; certaines cotes et certains prêteurs en tiennent compte.',
  step_on_time_payments: 'Payez chaque compte à temps, chaque mois : mettez en place des paiements minimums automatiques comme filet de sécurité.',
  why_on_time_payments: 'L’historique de paiement pèse le plus dans toutes les cotes ; un seul paiement en retard de 30 jours peut effacer des mois de progrès.',
  step_utilization: 'Gardez le solde de chaque carte sous 30% de sa limite, idéalement sous 10% ({ten_percent} pour une limite de {deposit}), à la date du relevé.',
  why_utilization: 'Les cotes lisent le solde du relevé ; un faible taux d’utilisation montre que vous ne dépendez pas du crédit.',
  step_limit_applications: 'Demandez rarement du nouveau crédit : pas plus d’un nouveau compte tous les six mois pendant que vous bâtissez votre dossier.',
  why_limit_applications: 'Chaque demande entraîne une vérification approfondie et chaque nouveau compte abaisse l’ancienneté moyenne de vos comptes.',
  step_keep_accounts_open: 'Gardez vos comptes les plus anciens ouverts et utilisez-les de temps en temps.',
  why_keep_accounts_open: 'Fermer d’anciens comptes raccourcit votre historique et augmente votre taux d’utilisation.',
  deposit_affordable: 'Un dépôt de garantie de {deposit} représente {share}% ou moins de votre revenu mensuel de {income}.',
  deposit_stretch: 'À {share}% de votre revenu mensuel de {income}, le dépôt serait de {affordable}, sous le minimum de {minimum} supposé ici (un chiffre éditorial ; les émetteurs fixent le leur) : commencez par un prêt pour bâtir le crédit ou économisez le dépôt sur quelques mois.',
  deposit_no_income: 'Un dépôt de garantie d’au moins {minimum} est supposé ici (un chiffre éditorial ; les émetteurs fixent le leur) ; indiquez votre revenu mensuel pour le calibrer.',
  warn_editorial: 'L’estimation de durée repose sur des hypothèses éditoriales (points gagnés par mois, première cote d’un nouveau dossier), pas sur des chiffres publiés ; elle n’est pas vérifiée et ne donne qu’un ordre de grandeur.',
  warn_local_scale: 'L’objectif de {goal} est lu sur l’échelle {country} ({min}–{max}) ; ces cotes ne sont pas comparables aux cotes FICO américaines.',
  warn_no_file_other_models: 'Certains prêteurs utilisent des cotes (comme VantageScore ou FICO Score XD) qui peuvent noter un dossier avant six mois.',
  narrative_no_file: 'Sans dossier de crédit, une première cote apparaît généralement environ {first_months, plural, one {# mois} other {# mois}} après la déclaration de votre premier compte. Atteindre {goal} prend ensuite environ {low} à {high, plural, one {# mois} other {# mois}} au total, entre le {date_low} et le {date_high}, avec des paiements à temps et de faibles soldes.',
  narrative_building: 'Passer de {score} à {goal}, c’est {gap} points : environ {low} à {high, plural, one {# mois} other {# mois}} (entre le {date_low} et le {date_high}) avec des paiements à temps et de faibles soldes.',
  narrative_reached: 'Votre cote de {score} atteint déjà l’objectif de {goal} ; le plan consiste à la maintenir.',
};
