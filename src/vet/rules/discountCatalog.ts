import type { RuleTable } from '../../core/ruleTable.js';
import type { BilingualText } from './homeLoanStatePrograms.js';
import { VET_COUNTRY_CODES, type VetCountryKey } from './vetCountries.js';

/** The discount categories of /api/vet/discounts. */
export const DISCOUNT_CATEGORIES = ['travel', 'retail', 'dining', 'recreation'] as const;
/** One discount category. */
export type DiscountCategory = (typeof DISCOUNT_CATEGORIES)[number];

/** Who grants a discount: a government (federal/national), or a company (private, time-sensitive). */
export type DiscountKind = 'government' | 'private';

/** One discount or access benefit. */
export interface DiscountEntry {
  readonly country: VetCountryKey;
  readonly category: DiscountCategory;
  readonly name: string;
  readonly provider: string;
  readonly kind: DiscountKind;
  readonly summary: BilingualText;
  /** Lowest service-connected rating required, or null when none is. */
  readonly min_rating: number | null;
  /** True when the rating must also be permanent and total (US 100% P&T). */
  readonly requires_permanent_total: boolean;
  readonly url: string;
}

const entry = (
  id: string,
  effective: string,
  verified: string | null,
  note: string,
  e: DiscountEntry,
): RuleTable<DiscountEntry> => ({ id, title: e.name, jurisdiction: VET_COUNTRY_CODES[e.country], versions: [{ effective, source: e.url, verified, note, value: e }] });

/**
 * Veteran discounts and access benefits as dated rules: government ones with their legal basis, and a few private
 * offers, unverified and subject to change.
 *
 * @see spec: Veterans Benefits Guidance Service, Resources and their fields (discounts: verified discounts by category)
 */
export const VETERAN_DISCOUNTS: readonly RuleTable<DiscountEntry>[] = [
  entry('us.doi.veterans_free_access', '2020-11-11', '2026-11-22', 'Start date checked against news copies of the NPS/DOI release (Seattle Times, 2020-11-10; Fox News, 2021).', {
    country: 'US', category: 'recreation', name: 'Free entrance to national parks and federal lands (America the Beautiful, veterans and Gold Star families)', provider: 'U.S. Department of the Interior / National Park Service', kind: 'government',
    summary: {
      en: 'Free lifetime entrance to national parks, wildlife refuges and other federal recreation lands for veterans (including Guard and Reserve) with a DoD ID, Veteran Health ID Card, VA Veteran ID Card or a veteran designation on a state ID, and for Gold Star families with a signed voucher.',
      es: 'Entrada gratuita de por vida a parques nacionales, refugios de vida silvestre y otras tierras federales para veteranos (incluidos Guardia y Reserva) con identificación del DoD, tarjeta de salud del VA, tarjeta de veterano del VA o la mención de veterano en una identificación estatal, y para familias Gold Star con un comprobante firmado.',
      de: 'Kostenloser lebenslanger Eintritt in Nationalparks, Naturschutzgebiete und andere Erholungsflächen des Bundes für Veteranen (einschließlich Nationalgarde und Reserve) mit DoD-Ausweis, Veteran Health ID Card, VA Veteran ID Card oder Veteranenvermerk auf einem Ausweis des Bundesstaats sowie für Gold-Star-Familien mit unterschriebenem Gutschein.',
    },
    min_rating: null, requires_permanent_total: false, url: 'https://www.nps.gov/planyourvisit/veterans-and-gold-star-families-free-access.htm',
  }),
  entry('us.interagency_access_pass', '2007-01-01', null, 'Not veteran-specific; which VA documents prove permanent disability was not checked.', {
    country: 'US', category: 'recreation', name: 'Interagency Access Pass (permanent disability)', provider: 'U.S. federal recreation agencies (FLREA, 16 U.S.C. 6804)', kind: 'government',
    summary: {
      en: 'A free lifetime pass for U.S. citizens or permanent residents with a permanent disability (not only veterans); it also halves some amenity fees such as camping. VA documentation of a permanent disability may serve as proof.',
      es: 'Un pase gratuito de por vida para ciudadanos o residentes permanentes con una discapacidad permanente (no solo veteranos); también reduce a la mitad algunas tarifas, como la de acampar. La documentación del VA de una discapacidad permanente puede servir de prueba.',
      de: 'Ein kostenloser lebenslanger Pass für US-Bürger oder Personen mit dauerhaftem Aufenthaltsrecht mit einer dauerhaften Behinderung (nicht nur Veteranen); er halbiert auch einige Nutzungsgebühren, etwa fürs Camping. Unterlagen der VA über eine dauerhafte Behinderung können als Nachweis dienen.',
    },
    min_rating: null, requires_permanent_total: false, url: 'https://www.usgs.gov/faqs/what-access-pass',
  }),
  entry('us.dod.space_a_100_pt', '2019-10-01', null, '10 U.S.C. 2641b as amended by the FY2019 NDAA; start date recalled.', {
    country: 'US', category: 'travel', name: 'Space-Available (Space-A) flights for 100% P&T veterans', provider: 'Department of Defense (Air Mobility Command)', kind: 'government',
    summary: {
      en: 'Veterans with a permanent and total service-connected disability rating may fly Space-A on military aircraft (lowest priority category, within the continental US and to or between US territories).',
      es: 'Los veteranos con una calificación de discapacidad relacionada con el servicio permanente y total pueden volar en Space-A en aviones militares (categoría de menor prioridad, dentro de EE. UU. continental y hacia o entre territorios de EE. UU.).',
      de: 'Veteranen mit einer dauerhaften und vollständigen (permanent and total) dienstbedingten Bewertung dürfen mit Militärflugzeugen im Space-A-Verfahren mitfliegen (niedrigste Prioritätsstufe, innerhalb der kontinentalen USA und in die bzw. zwischen den US-Territorien).',
    },
    min_rating: 100, requires_permanent_total: true, url: 'https://www.amc.af.mil/AMC-Travel-Site/',
  }),
  entry('us.dod.commissary_exchange_access', '2020-01-01', null, 'Purple Heart and Disabled Veterans Equal Access Act of 2018 (FY2019 NDAA § 621, 10 U.S.C. 1065); not rechecked.', {
    country: 'US', category: 'retail', name: 'Commissary, military exchange and MWR access for service-connected veterans', provider: 'Department of Defense', kind: 'government',
    summary: {
      en: 'Since 2020-01-01, veterans with any service-connected rating (0% included), Purple Heart recipients, former prisoners of war and primary family caregivers may shop at commissaries and exchanges and use MWR retail, using a Veteran Health Identification Card.',
      es: 'Desde el 2020-01-01, los veteranos con cualquier calificación relacionada con el servicio (incluido 0%), quienes tienen el Corazón Púrpura, ex prisioneros de guerra y cuidadores familiares principales pueden comprar en comisariatos y exchanges y usar MWR, con la Veteran Health Identification Card.',
      de: 'Seit dem 2020-01-01 dürfen Veteranen mit jeder dienstbedingten Bewertung (auch 0 %), Träger des Purple Heart, ehemalige Kriegsgefangene und Hauptpflegepersonen mit einer Veteran Health Identification Card in Commissaries und Exchanges einkaufen und den MWR-Einzelhandel nutzen.',
    },
    min_rating: 0, requires_permanent_total: false, url: 'https://www.commissaries.com/our-agency/newsroom/news-releases/expanded-access',
  }),
  entry('us.exchange.veterans_online_shopping', '2017-11-11', null, 'Veterans Online Shopping Benefit, recalled start date.', {
    country: 'US', category: 'retail', name: 'Military exchange online shopping for honorably discharged veterans', provider: 'Army & Air Force Exchange Service, Navy Exchange, Marine Corps Exchange', kind: 'government',
    summary: {
      en: 'All honorably discharged veterans can shop the military exchanges online (tax-free prices, no in-store access from this benefit alone).',
      es: 'Todos los veteranos con baja honorable pueden comprar en línea en los exchanges militares (precios sin impuestos; este beneficio solo no da acceso a las tiendas).',
      de: 'Alle ehrenhaft entlassenen Veteranen können online in den Militär-Exchanges einkaufen (steuerfreie Preise; diese Leistung allein gewährt keinen Zutritt zu den Läden).',
    },
    min_rating: null, requires_permanent_total: false, url: 'https://www.shopmyexchange.com/veterans',
  }),
  entry('us.private.home_improvement_military', '2019-11-11', null, 'Private offer, time-sensitive; terms change without notice.', {
    country: 'US', category: 'retail', name: 'Home-improvement store military discounts (e.g. Lowe\'s, The Home Depot)', provider: 'Private retailers', kind: 'private',
    summary: {
      en: 'Some national home-improvement chains give veterans about 10% off eligible purchases after online ID verification; exclusions and caps apply and change.',
      es: 'Algunas cadenas nacionales de mejoras del hogar dan a los veteranos alrededor del 10% de descuento en compras elegibles tras verificar la identidad en línea; hay exclusiones y límites que cambian.',
      de: 'Einige landesweite Baumarktketten gewähren Veteranen nach einer Online-Identitätsprüfung etwa 10 % Rabatt auf berechtigte Einkäufe; es gelten wechselnde Ausnahmen und Obergrenzen.',
    },
    min_rating: null, requires_permanent_total: false, url: 'https://www.lowes.com/l/about/military-discount',
  }),
  entry('us.private.veterans_day_meals', '2010-11-11', null, 'Private offers, yearly; which chains take part changes every year.', {
    country: 'US', category: 'dining', name: 'Veterans Day free or discounted meals', provider: 'Private restaurant chains', kind: 'private',
    summary: {
      en: 'Many restaurant chains give veterans a free or discounted meal on November 11 with proof of service; the list changes every year, so check each chain first.',
      es: 'Muchas cadenas de restaurantes dan a los veteranos una comida gratis o con descuento el 11 de noviembre con prueba de servicio; la lista cambia cada año, así que consulte cada cadena antes.',
      de: 'Viele Restaurantketten geben Veteranen am 11. November gegen Dienstnachweis ein kostenloses oder ermäßigtes Essen; die Liste ändert sich jedes Jahr, fragen Sie daher vorher bei jeder Kette nach.',
    },
    min_rating: null, requires_permanent_total: false, url: 'https://www.military.com/veterans-day/veterans-day-free-meals.html',
  }),
  entry('uk.veterans_railcard', '2020-11-11', '2026-11-22', 'Checked against the gov.uk announcement of 2020-01-22 (available from Armistice Day 2020) and press copies (£30 a year after the introductory £21).', {
    country: 'UK', category: 'travel', name: 'Veterans Railcard', provider: 'Rail Delivery Group / Department for Transport', kind: 'government',
    summary: {
      en: 'A third off most rail fares in Great Britain for veterans (one day\'s service is enough) and a named companion, 60% off for up to four children; a £12 minimum fare applies at morning peak on weekdays.',
      es: 'Un tercio de descuento en la mayoría de billetes de tren de Gran Bretaña para veteranos (basta un día de servicio) y un acompañante designado, 60% para hasta cuatro niños; en la punta de la mañana en días laborables hay una tarifa mínima de 12 GBP.',
      de: 'Ein Drittel Rabatt auf die meisten Bahnfahrkarten in Großbritannien für Veteranen (ein Tag Dienst genügt) und eine namentlich genannte Begleitperson, 60 % Rabatt für bis zu vier Kinder; werktags gilt in der Morgenspitze ein Mindestfahrpreis von 12 £.',
    },
    min_rating: null, requires_permanent_total: false, url: 'https://www.veterans-railcard.co.uk/',
  }),
  entry('uk.defence_discount_service', '2012-01-01', null, 'MOD-endorsed discount service; launch date recalled.', {
    country: 'UK', category: 'retail', name: 'Defence Discount Service', provider: 'Ministry of Defence (official discount service)', kind: 'government',
    summary: {
      en: 'The MOD\'s official discount service for serving personnel, veterans and families: online and high-street discounts (shopping, travel, dining, leisure) through a registration and, optionally, a paid Defence Privilege Card. Offers come from companies and change.',
      es: 'El servicio oficial de descuentos del MOD para personal en servicio, veteranos y familias: descuentos en línea y en tiendas (compras, viajes, restaurantes, ocio) mediante registro y, opcionalmente, una Defence Privilege Card de pago. Las ofertas son de empresas y cambian.',
      de: 'Der offizielle Rabattdienst des Verteidigungsministeriums für aktives Personal, Veteranen und Familien: Online- und Ladenrabatte (Einkauf, Reisen, Gastronomie, Freizeit) nach Registrierung und optional mit einer kostenpflichtigen Defence Privilege Card. Die Angebote stammen von Unternehmen und ändern sich.',
    },
    min_rating: null, requires_permanent_total: false, url: 'https://www.defencediscountservice.co.uk/',
  }),
  entry('ca.cfone_canex', '2018-01-01', null, 'CFOne card for veterans; start date and terms recalled.', {
    country: 'Canada', category: 'retail', name: 'CFOne card (CANEX and CF Appreciation Program discounts)', provider: 'Canadian Forces Morale and Welfare Services', kind: 'government',
    summary: {
      en: 'Released CAF members can get a CFOne card giving CANEX prices and partner discounts through the CF Appreciation Program; the VAC Veteran Service Card proves veteran status to businesses that offer their own discounts.',
      es: 'Los ex miembros de las Fuerzas Armadas Canadienses pueden obtener la tarjeta CFOne con precios de CANEX y descuentos de socios del CF Appreciation Program; la Veteran Service Card de VAC acredita la condición de veterano ante comercios con descuentos propios.',
      de: 'Entlassene Angehörige der kanadischen Streitkräfte können eine CFOne-Karte mit CANEX-Preisen und Partnerrabatten über das CF Appreciation Program erhalten; die VAC Veteran Service Card weist den Veteranenstatus gegenüber Unternehmen nach, die eigene Rabatte anbieten.',
    },
    min_rating: null, requires_permanent_total: false, url: 'https://www.cfmws.ca/cfone',
  }),
  entry('au.veteran_card_covenant', '2019-04-04', null, 'Australian Veterans\' Recognition (Putting Veterans and their Families First) Act 2019; business discounts are voluntary.', {
    country: 'Australia', category: 'retail', name: "DVA Veteran Card and the Australian Defence Veterans' Covenant", provider: "Department of Veterans' Affairs", kind: 'government',
    summary: {
      en: 'Veterans can get a Veteran Card, lapel pin and Covenant oath; businesses that sign up to recognise the Covenant offer their own discounts (Veterans\' Covenant discounts). State concessions (for example on transport or registration) usually require a DVA Gold Card or TPI status.',
      es: 'Los veteranos pueden obtener una Veteran Card, un pin de solapa y el juramento del Covenant; las empresas adheridas ofrecen sus propios descuentos. Las concesiones estatales (por ejemplo en transporte o matriculación) suelen requerir la Gold Card del DVA o la condición TPI.',
      de: 'Veteranen können eine Veteran Card, eine Anstecknadel und den Covenant-Eid erhalten; Unternehmen, die sich zur Anerkennung des Covenant verpflichten, bieten eigene Rabatte an (Veterans\' Covenant Discounts). Vergünstigungen der Bundesstaaten (etwa bei Verkehr oder Zulassung) setzen meist eine DVA Gold Card oder den TPI-Status voraus.',
    },
    min_rating: null, requires_permanent_total: false, url: 'https://www.dva.gov.au/recognition-and-commemoration/recognising-veterans',
  }),
  entry('de.db_uniform_free_travel', '2020-01-01', null, 'Deutsche Bahn free travel for soldiers in uniform (serving only), from memory.', {
    country: 'Germany', category: 'travel', name: 'Free Deutsche Bahn travel for soldiers in uniform (serving members only)', provider: 'Bundeswehr / Deutsche Bahn', kind: 'government',
    summary: {
      en: 'Germany has no national discount scheme for veterans. The closest benefit is free long-distance rail travel for serving soldiers in uniform; the Veteranenabzeichen (veterans badge, since 2019) carries no discounts.',
      es: 'Alemania no tiene un programa nacional de descuentos para veteranos. Lo más cercano es el viaje gratuito en tren de larga distancia para soldados en servicio de uniforme; la Veteranenabzeichen (insignia de veterano, desde 2019) no da descuentos.',
      de: 'Deutschland hat kein landesweites Rabattprogramm für Veteranen. Die am ehesten vergleichbare Leistung ist die kostenlose Bahnfahrt im Fernverkehr für Soldatinnen und Soldaten in Uniform; das Veteranenabzeichen (seit 2019) ist mit keinen Rabatten verbunden.',
    },
    min_rating: null, requires_permanent_total: false, url: 'https://www.bundeswehr.de/de/betreuung-fuersorge/bahnfahren-in-uniform',
  }),
];
