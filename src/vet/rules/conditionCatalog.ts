import type { RuleTable } from '../../core/ruleTable.js';

/** Body systems of the VA Schedule for Rating Disabilities (38 CFR Part 4, subpart B) used by the catalog. */
export type BodySystem =
  | 'ear'
  | 'mental'
  | 'neurological'
  | 'respiratory'
  | 'cardiovascular'
  | 'digestive'
  | 'musculoskeletal'
  | 'skin'
  | 'endocrine'
  | 'genitourinary'
  | 'dental'
  | 'other';

/** Topics a causation (nexus) letter for the condition should address. */
export type NexusTopic =
  | 'in_service_event'
  | 'noise_exposure'
  | 'stressor'
  | 'current_diagnosis'
  | 'continuity'
  | 'secondary_causation'
  | 'aggravation'
  | 'medication_side_effect'
  | 'toxic_exposure'
  | 'functional_impact';

/** One claimable condition: how plain words name it and how the VA rating schedule rates it. */
export interface ConditionRule {
  /** Stable id (`tinnitus`, `lumbosacral_strain`). */
  readonly id: string;
  /** Display names. */
  readonly name: { readonly en: string; readonly es: string; readonly de?: string; readonly fr?: string };
  /** Plain-word names and abbreviations (English and Spanish), matched after `normalizeWords`. */
  readonly synonyms: readonly string[];
  /** VA diagnostic codes (38 CFR Part 4); empty when the condition is not a ratable disability. */
  readonly diagnostic_codes: readonly string[];
  /** The section of 38 CFR Part 4 that holds the codes. */
  readonly cfr: string;
  readonly body_system: BodySystem;
  /** The percentages the diagnostic code (or its rating formula) provides. */
  readonly schedule: readonly number[];
  /**
   * The range most claims of this condition are rated in, [low, high]: a planning estimate drawn from the schedule's
   * criteria for typical presentations, not a regulatory value. Null when the condition is not ratable.
   */
  readonly likely: readonly [number, number] | null;
  /** Paired extremity it affects, for the bilateral factor (38 CFR 4.26) when a side is given. */
  readonly limb?: 'arm' | 'leg';
  /** Conditions (catalog ids) often claimed as secondary to this one (38 CFR 3.310). */
  readonly secondary: readonly string[];
  /** Nexus-letter topics particular to this condition. */
  readonly nexus: readonly NexusTopic[];
  /** True when the condition also carries special monthly compensation (k) for loss of use of a creative organ. */
  readonly smc_k?: boolean;
  /** How the schedule treats it, when it is not rated on its own (`not_a_disability`) or rated by analogy. */
  readonly remark?: 'not_a_disability' | 'analogous';
}

const MENTAL = [0, 10, 30, 50, 70, 100];
const SPINE_TL = [0, 10, 20, 40, 50, 100];
const SPINE_CERVICAL = [0, 10, 20, 30, 40, 100];
const SKIN = [0, 10, 30, 60];
const MENTAL_SECONDARY = ['sleep_apnea', 'hypertension', 'erectile_dysfunction', 'gerd', 'ibs', 'migraine'];
const JOINT_NEXUS: readonly NexusTopic[] = ['in_service_event', 'continuity', 'functional_impact'];
const PS_4_71A = '38 CFR 4.71a';

/** Conditions whose rules do not depend on the 2024 digestive revision. */
const COMMON: readonly ConditionRule[] = [
  { id: 'tinnitus', name: { en: 'Tinnitus', es: 'Tinnitus (acúfenos)', de: 'Tinnitus' }, synonyms: ['tinnitus', 'ringing ear', 'ear ringing', 'ringing', 'buzzing ear', 'acufeno', 'zumbido oido', 'zumbido'], diagnostic_codes: ['6260'], cfr: '38 CFR 4.87', body_system: 'ear', schedule: [10], likely: [10, 10], secondary: ['anxiety', 'depression', 'migraine'], nexus: ['noise_exposure', 'continuity'] },
  { id: 'hearing_loss', name: { en: 'Hearing loss', es: 'Pérdida auditiva', de: 'Hörverlust' }, synonyms: ['hearing loss', 'hearing', 'deaf', 'deafness', 'sensorineural', 'perdida auditiva', 'sordera'], diagnostic_codes: ['6100'], cfr: '38 CFR 4.85', body_system: 'ear', schedule: [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100], likely: [0, 10], secondary: ['tinnitus', 'depression'], nexus: ['noise_exposure', 'continuity'] },
  { id: 'ptsd', name: { en: 'Post-traumatic stress disorder (PTSD)', es: 'Trastorno de estrés postraumático (TEPT)', de: 'Posttraumatische Belastungsstörung (PTBS, PTSD)' }, synonyms: ['ptsd', 'post traumatic stress', 'posttraumatic stress', 'post traumatic stress disorder', 'tept', 'estres postraumatico'], diagnostic_codes: ['9411'], cfr: '38 CFR 4.130', body_system: 'mental', schedule: MENTAL, likely: [30, 70], secondary: MENTAL_SECONDARY, nexus: ['stressor', 'current_diagnosis', 'functional_impact'] },
  { id: 'depression', name: { en: 'Major depressive disorder', es: 'Trastorno depresivo mayor', de: 'Major Depression (schwere depressive Störung)' }, synonyms: ['depression', 'major depressive disorder', 'major depression', 'mdd', 'depressive disorder', 'depresion'], diagnostic_codes: ['9434'], cfr: '38 CFR 4.130', body_system: 'mental', schedule: MENTAL, likely: [30, 70], secondary: MENTAL_SECONDARY, nexus: ['in_service_event', 'current_diagnosis', 'secondary_causation', 'functional_impact'] },
  { id: 'anxiety', name: { en: 'Generalized anxiety disorder', es: 'Trastorno de ansiedad generalizada', de: 'Generalisierte Angststörung' }, synonyms: ['anxiety', 'generalized anxiety', 'generalized anxiety disorder', 'gad', 'ansiedad'], diagnostic_codes: ['9400'], cfr: '38 CFR 4.130', body_system: 'mental', schedule: MENTAL, likely: [10, 50], secondary: ['hypertension', 'gerd', 'ibs', 'erectile_dysfunction', 'migraine'], nexus: ['in_service_event', 'current_diagnosis', 'secondary_causation', 'functional_impact'] },
  { id: 'panic_disorder', name: { en: 'Panic disorder', es: 'Trastorno de pánico', de: 'Panikstörung' }, synonyms: ['panic', 'panic disorder', 'panic attack', 'panico'], diagnostic_codes: ['9412'], cfr: '38 CFR 4.130', body_system: 'mental', schedule: MENTAL, likely: [10, 50], secondary: ['hypertension', 'gerd', 'erectile_dysfunction'], nexus: ['in_service_event', 'current_diagnosis', 'functional_impact'] },
  { id: 'adjustment_disorder', name: { en: 'Adjustment disorder', es: 'Trastorno de adaptación', de: 'Anpassungsstörung' }, synonyms: ['adjustment disorder', 'trastorno adaptacion'], diagnostic_codes: ['9440'], cfr: '38 CFR 4.130', body_system: 'mental', schedule: MENTAL, likely: [10, 30], secondary: ['hypertension', 'gerd'], nexus: ['in_service_event', 'current_diagnosis', 'functional_impact'] },
  { id: 'bipolar', name: { en: 'Bipolar disorder', es: 'Trastorno bipolar', de: 'Bipolare Störung' }, synonyms: ['bipolar', 'bipolar disorder', 'manic depression'], diagnostic_codes: ['9432'], cfr: '38 CFR 4.130', body_system: 'mental', schedule: MENTAL, likely: [30, 70], secondary: ['hypertension', 'gerd', 'erectile_dysfunction'], nexus: ['in_service_event', 'current_diagnosis', 'continuity', 'functional_impact'] },
  { id: 'tbi', name: { en: 'Traumatic brain injury (TBI) residuals', es: 'Secuelas de lesión cerebral traumática (LCT)', de: 'Folgen eines Schädel-Hirn-Traumas (TBI)' }, synonyms: ['tbi', 'traumatic brain injury', 'brain injury', 'concussion', 'lesion cerebral', 'conmocion cerebral'], diagnostic_codes: ['8045'], cfr: '38 CFR 4.124a', body_system: 'neurological', schedule: [0, 10, 40, 70, 100], likely: [10, 40], secondary: ['migraine', 'depression', 'tinnitus', 'vertigo'], nexus: ['in_service_event', 'current_diagnosis', 'functional_impact'] },
  { id: 'migraine', name: { en: 'Migraine headaches', es: 'Migraña', de: 'Migräne' }, synonyms: ['migraine', 'migraine headache', 'headache', 'migrana', 'jaqueca', 'dolor cabeza'], diagnostic_codes: ['8100'], cfr: '38 CFR 4.124a', body_system: 'neurological', schedule: [0, 10, 30, 50], likely: [10, 30], secondary: ['depression', 'anxiety'], nexus: ['in_service_event', 'continuity', 'secondary_causation', 'functional_impact'] },
  { id: 'tension_headache', name: { en: 'Tension headaches', es: 'Cefalea tensional', de: 'Spannungskopfschmerzen' }, synonyms: ['tension headache', 'tension type headache', 'cefalea tensional'], diagnostic_codes: ['8199-8100'], cfr: '38 CFR 4.124a', body_system: 'neurological', schedule: [0, 10, 30, 50], likely: [0, 10], secondary: ['depression'], nexus: ['in_service_event', 'continuity', 'functional_impact'], remark: 'analogous' },
  { id: 'sleep_apnea', name: { en: 'Obstructive sleep apnea', es: 'Apnea obstructiva del sueño', de: 'Obstruktive Schlafapnoe' }, synonyms: ['sleep apnea', 'obstructive sleep apnea', 'osa', 'apnea', 'apnea sueno', 'sleep apnoea'], diagnostic_codes: ['6847'], cfr: '38 CFR 4.97', body_system: 'respiratory', schedule: [0, 30, 50, 100], likely: [30, 50], secondary: ['hypertension', 'depression'], nexus: ['in_service_event', 'secondary_causation', 'aggravation', 'toxic_exposure'] },
  { id: 'asthma', name: { en: 'Asthma', es: 'Asma', de: 'Asthma' }, synonyms: ['asthma', 'asma', 'bronchial asthma'], diagnostic_codes: ['6602'], cfr: '38 CFR 4.97', body_system: 'respiratory', schedule: [10, 30, 60, 100], likely: [10, 30], secondary: ['sleep_apnea', 'gerd'], nexus: ['toxic_exposure', 'in_service_event', 'continuity'] },
  { id: 'copd', name: { en: 'Chronic obstructive pulmonary disease (COPD)', es: 'Enfermedad pulmonar obstructiva crónica (EPOC)', de: 'Chronisch obstruktive Lungenerkrankung (COPD)' }, synonyms: ['copd', 'chronic obstructive pulmonary disease', 'emphysema', 'chronic bronchitis', 'epoc', 'enfisema'], diagnostic_codes: ['6604'], cfr: '38 CFR 4.97', body_system: 'respiratory', schedule: [10, 30, 60, 100], likely: [10, 30], secondary: ['sleep_apnea'], nexus: ['toxic_exposure', 'in_service_event'] },
  { id: 'rhinitis', name: { en: 'Allergic rhinitis', es: 'Rinitis alérgica', de: 'Allergische Rhinitis' }, synonyms: ['rhinitis', 'allergic rhinitis', 'hay fever', 'rinitis', 'chronic rhinitis'], diagnostic_codes: ['6522'], cfr: '38 CFR 4.97', body_system: 'respiratory', schedule: [0, 10, 30], likely: [0, 10], secondary: ['sinusitis', 'sleep_apnea'], nexus: ['toxic_exposure', 'continuity'] },
  { id: 'sinusitis', name: { en: 'Chronic sinusitis', es: 'Sinusitis crónica', de: 'Chronische Sinusitis' }, synonyms: ['sinusitis', 'chronic sinusitis', 'sinus', 'sinus infection'], diagnostic_codes: ['6510', '6511', '6512', '6513', '6514'], cfr: '38 CFR 4.97', body_system: 'respiratory', schedule: [0, 10, 30, 50], likely: [10, 30], secondary: ['rhinitis', 'sleep_apnea'], nexus: ['toxic_exposure', 'continuity'] },
  { id: 'hypertension', name: { en: 'Hypertension', es: 'Hipertensión', de: 'Bluthochdruck (Hypertonie)' }, synonyms: ['hypertension', 'high blood pressure', 'hipertension', 'presion alta', 'htn'], diagnostic_codes: ['7101'], cfr: '38 CFR 4.104', body_system: 'cardiovascular', schedule: [0, 10, 20, 40, 60], likely: [0, 10], secondary: ['ischemic_heart_disease', 'ckd', 'erectile_dysfunction'], nexus: ['secondary_causation', 'aggravation', 'medication_side_effect', 'toxic_exposure'] },
  { id: 'ischemic_heart_disease', name: { en: 'Ischemic heart disease (coronary artery disease)', es: 'Cardiopatía isquémica (enfermedad coronaria)', de: 'Ischämische Herzkrankheit (koronare Herzkrankheit)' }, synonyms: ['ischemic heart disease', 'coronary artery disease', 'cad', 'heart disease', 'ihd', 'enfermedad coronaria', 'cardiopatia'], diagnostic_codes: ['7005'], cfr: '38 CFR 4.104', body_system: 'cardiovascular', schedule: [10, 30, 60, 100], likely: [10, 60], secondary: ['depression', 'erectile_dysfunction'], nexus: ['toxic_exposure', 'secondary_causation', 'functional_impact'] },
  { id: 'varicose_veins', name: { en: 'Varicose veins', es: 'Várices', de: 'Krampfadern' }, synonyms: ['varicose vein', 'varicose', 'varice'], diagnostic_codes: ['7120'], cfr: '38 CFR 4.104', body_system: 'cardiovascular', schedule: [0, 10, 20, 40, 60, 100], likely: [10, 20], limb: 'leg', secondary: [], nexus: ['in_service_event', 'continuity'] },
  { id: 'hemorrhoids', name: { en: 'Hemorrhoids', es: 'Hemorroides', de: 'Hämorrhoiden' }, synonyms: ['hemorrhoid', 'haemorrhoid', 'hemorroide', 'piles'], diagnostic_codes: ['7336'], cfr: '38 CFR 4.114', body_system: 'digestive', schedule: [0, 10, 20], likely: [0, 10], secondary: [], nexus: ['in_service_event', 'secondary_causation'] },
  { id: 'lumbosacral_strain', name: { en: 'Lumbosacral (low back) strain', es: 'Distensión lumbosacra (espalda baja)', de: 'Lumbosakrale Zerrung (untere Rückenzerrung)' }, synonyms: ['back', 'lower back', 'low back', 'back pain', 'lumbar', 'lumbosacral strain', 'lumbar strain', 'back strain', 'thoracolumbar', 'thoracolumbar strain', 'dolor espalda', 'espalda', 'lumbalgia'], diagnostic_codes: ['5237'], cfr: PS_4_71A, body_system: 'musculoskeletal', schedule: SPINE_TL, likely: [10, 40], secondary: ['radiculopathy_lower', 'hip', 'knee', 'depression', 'erectile_dysfunction'], nexus: JOINT_NEXUS },
  { id: 'degenerative_disc_disease', name: { en: 'Degenerative disc disease or arthritis of the spine (IVDS)', es: 'Enfermedad degenerativa discal o artrosis de columna', de: 'Bandscheibendegeneration oder Arthrose der Wirbelsäule (IVDS)' }, synonyms: ['degenerative disc disease', 'ddd', 'herniated disc', 'bulging disc', 'intervertebral disc', 'ivds', 'disc disease', 'spinal arthritis', 'spinal stenosis', 'hernia discal', 'discopatia'], diagnostic_codes: ['5242', '5243'], cfr: PS_4_71A, body_system: 'musculoskeletal', schedule: [0, 10, 20, 40, 50, 60, 100], likely: [10, 40], secondary: ['radiculopathy_lower', 'radiculopathy_upper', 'erectile_dysfunction', 'depression'], nexus: JOINT_NEXUS },
  { id: 'cervical_strain', name: { en: 'Cervical (neck) strain', es: 'Distensión cervical (cuello)', de: 'Zerrung der Halswirbelsäule' }, synonyms: ['neck', 'neck pain', 'cervical', 'cervical strain', 'neck strain', 'cervicalgia', 'dolor cuello', 'cuello'], diagnostic_codes: ['5237', '5242'], cfr: PS_4_71A, body_system: 'musculoskeletal', schedule: SPINE_CERVICAL, likely: [10, 30], secondary: ['radiculopathy_upper', 'migraine', 'shoulder'], nexus: JOINT_NEXUS },
  { id: 'knee', name: { en: 'Knee condition (limitation of motion)', es: 'Afección de rodilla (limitación de movimiento)', de: 'Kniebeschwerden (Bewegungseinschränkung)' }, synonyms: ['knee', 'knee pain', 'knee strain', 'patellofemoral', 'patellofemoral pain syndrome', 'chondromalacia', 'knee arthritis', 'rodilla', 'dolor rodilla'], diagnostic_codes: ['5260', '5261'], cfr: PS_4_71A, body_system: 'musculoskeletal', schedule: [0, 10, 20, 30, 40, 50], likely: [10, 20], limb: 'leg', secondary: ['hip', 'lumbosacral_strain', 'ankle'], nexus: JOINT_NEXUS },
  { id: 'knee_instability', name: { en: 'Knee instability', es: 'Inestabilidad de rodilla', de: 'Knieinstabilität' }, synonyms: ['knee instability', 'unstable knee', 'acl', 'acl tear', 'knee ligament', 'inestabilidad rodilla'], diagnostic_codes: ['5257'], cfr: PS_4_71A, body_system: 'musculoskeletal', schedule: [10, 20, 30], likely: [10, 20], limb: 'leg', secondary: ['hip', 'lumbosacral_strain', 'ankle'], nexus: JOINT_NEXUS },
  { id: 'meniscus', name: { en: 'Meniscus tear or removal', es: 'Rotura o extirpación de menisco', de: 'Meniskusriss oder -entfernung' }, synonyms: ['meniscus', 'meniscus tear', 'torn meniscus', 'meniscectomy', 'menisco'], diagnostic_codes: ['5258', '5259'], cfr: PS_4_71A, body_system: 'musculoskeletal', schedule: [10, 20], likely: [10, 20], limb: 'leg', secondary: ['hip', 'lumbosacral_strain'], nexus: JOINT_NEXUS },
  { id: 'knee_replacement', name: { en: 'Knee replacement', es: 'Reemplazo de rodilla', de: 'Knieprothese' }, synonyms: ['knee replacement', 'total knee', 'tkr', 'knee arthroplasty', 'protesis rodilla'], diagnostic_codes: ['5055'], cfr: PS_4_71A, body_system: 'musculoskeletal', schedule: [30, 60, 100], likely: [30, 60], limb: 'leg', secondary: ['hip', 'lumbosacral_strain'], nexus: JOINT_NEXUS },
  { id: 'shoulder', name: { en: 'Shoulder condition (limitation of arm motion)', es: 'Afección de hombro (limitación del movimiento del brazo)', de: 'Schulterbeschwerden (Einschränkung der Armbeweglichkeit)' }, synonyms: ['shoulder', 'shoulder pain', 'rotator cuff', 'shoulder impingement', 'frozen shoulder', 'shoulder strain', 'hombro'], diagnostic_codes: ['5201'], cfr: PS_4_71A, body_system: 'musculoskeletal', schedule: [0, 10, 20, 30, 40], likely: [10, 30], limb: 'arm', secondary: ['cervical_strain'], nexus: JOINT_NEXUS },
  { id: 'hip', name: { en: 'Hip condition (limitation of thigh motion)', es: 'Afección de cadera (limitación del movimiento del muslo)', de: 'Hüftbeschwerden (Einschränkung der Oberschenkelbeweglichkeit)' }, synonyms: ['hip', 'hip pain', 'hip strain', 'hip bursitis', 'cadera'], diagnostic_codes: ['5251', '5252', '5253'], cfr: PS_4_71A, body_system: 'musculoskeletal', schedule: [0, 10, 20, 30, 40], likely: [10, 20], limb: 'leg', secondary: ['lumbosacral_strain', 'knee'], nexus: JOINT_NEXUS },
  { id: 'ankle', name: { en: 'Ankle condition (limited motion)', es: 'Afección de tobillo (movimiento limitado)', de: 'Sprunggelenkbeschwerden (eingeschränkte Beweglichkeit)' }, synonyms: ['ankle', 'ankle sprain', 'ankle instability', 'ankle pain', 'tobillo'], diagnostic_codes: ['5271'], cfr: PS_4_71A, body_system: 'musculoskeletal', schedule: [0, 10, 20], likely: [10, 20], limb: 'leg', secondary: ['knee', 'hip', 'plantar_fasciitis'], nexus: JOINT_NEXUS },
  { id: 'plantar_fasciitis', name: { en: 'Plantar fasciitis', es: 'Fascitis plantar', de: 'Plantarfasziitis' }, synonyms: ['plantar fasciitis', 'heel pain', 'fascitis plantar', 'plantar fascitis'], diagnostic_codes: ['5269'], cfr: PS_4_71A, body_system: 'musculoskeletal', schedule: [10, 20, 30, 40], likely: [10, 30], secondary: ['knee', 'hip', 'lumbosacral_strain'], nexus: JOINT_NEXUS },
  { id: 'flat_feet', name: { en: 'Flat feet (pes planus)', es: 'Pies planos', de: 'Plattfüße (Pes planus)' }, synonyms: ['flat feet', 'flat foot', 'flatfoot', 'pes planus', 'fallen arch', 'pie plano', 'pies plano'], diagnostic_codes: ['5276'], cfr: PS_4_71A, body_system: 'musculoskeletal', schedule: [0, 10, 20, 30, 50], likely: [10, 30], secondary: ['knee', 'hip', 'lumbosacral_strain', 'plantar_fasciitis'], nexus: ['in_service_event', 'aggravation', 'functional_impact'] },
  { id: 'hallux_valgus', name: { en: 'Hallux valgus (bunion)', es: 'Hallux valgus (juanete)', de: 'Hallux valgus (Ballenzeh)' }, synonyms: ['bunion', 'hallux valgus', 'juanete'], diagnostic_codes: ['5280'], cfr: PS_4_71A, body_system: 'musculoskeletal', schedule: [0, 10], likely: [10, 10], limb: 'leg', secondary: [], nexus: JOINT_NEXUS },
  { id: 'foot', name: { en: 'Foot injury', es: 'Lesión del pie', de: 'Fußverletzung' }, synonyms: ['foot', 'foot pain', 'foot injury', 'pie', 'dolor pie'], diagnostic_codes: ['5284'], cfr: PS_4_71A, body_system: 'musculoskeletal', schedule: [10, 20, 30, 40], likely: [10, 20], limb: 'leg', secondary: ['knee', 'hip', 'lumbosacral_strain'], nexus: JOINT_NEXUS },
  { id: 'elbow', name: { en: 'Elbow condition', es: 'Afección de codo', de: 'Ellenbogenbeschwerden' }, synonyms: ['elbow', 'tennis elbow', 'epicondylitis', 'elbow pain', 'codo'], diagnostic_codes: ['5206', '5207'], cfr: PS_4_71A, body_system: 'musculoskeletal', schedule: [0, 10, 20, 30, 40, 50], likely: [10, 20], limb: 'arm', secondary: ['carpal_tunnel'], nexus: JOINT_NEXUS },
  { id: 'wrist', name: { en: 'Wrist condition (limitation of motion)', es: 'Afección de muñeca (limitación de movimiento)', de: 'Handgelenkbeschwerden (Bewegungseinschränkung)' }, synonyms: ['wrist', 'wrist pain', 'wrist strain', 'muneca'], diagnostic_codes: ['5215'], cfr: PS_4_71A, body_system: 'musculoskeletal', schedule: [0, 10], likely: [10, 10], limb: 'arm', secondary: ['carpal_tunnel'], nexus: JOINT_NEXUS },
  { id: 'carpal_tunnel', name: { en: 'Carpal tunnel syndrome (median nerve)', es: 'Síndrome del túnel carpiano (nervio mediano)', de: 'Karpaltunnelsyndrom (Nervus medianus)' }, synonyms: ['carpal tunnel', 'carpal tunnel syndrome', 'cts', 'tunel carpiano'], diagnostic_codes: ['8515'], cfr: '38 CFR 4.124a', body_system: 'neurological', schedule: [0, 10, 20, 30, 40, 50, 60, 70], likely: [10, 30], limb: 'arm', secondary: [], nexus: ['in_service_event', 'continuity', 'functional_impact'] },
  { id: 'radiculopathy_lower', name: { en: 'Radiculopathy of the leg (sciatic nerve)', es: 'Radiculopatía de la pierna (nervio ciático)', de: 'Radikulopathie des Beins (Ischiasnerv)' }, synonyms: ['radiculopathy', 'sciatica', 'sciatic', 'sciatic nerve', 'lower extremity radiculopathy', 'leg radiculopathy', 'lumbar radiculopathy', 'radiculopatia', 'ciatica'], diagnostic_codes: ['8520'], cfr: '38 CFR 4.124a', body_system: 'neurological', schedule: [0, 10, 20, 40, 60, 80], likely: [10, 40], limb: 'leg', secondary: [], nexus: ['secondary_causation', 'functional_impact'] },
  { id: 'radiculopathy_upper', name: { en: 'Radiculopathy of the arm (upper radicular group)', es: 'Radiculopatía del brazo (grupo radicular superior)', de: 'Radikulopathie des Arms (obere Wurzelgruppe)' }, synonyms: ['cervical radiculopathy', 'upper extremity radiculopathy', 'arm radiculopathy', 'radiculopathy arm', 'radiculopatia cervical'], diagnostic_codes: ['8510'], cfr: '38 CFR 4.124a', body_system: 'neurological', schedule: [0, 20, 30, 40, 50, 60, 70], likely: [20, 40], limb: 'arm', secondary: [], nexus: ['secondary_causation', 'functional_impact'] },
  { id: 'peripheral_neuropathy', name: { en: 'Peripheral neuropathy of the leg', es: 'Neuropatía periférica de la pierna', de: 'Periphere Neuropathie des Beins' }, synonyms: ['peripheral neuropathy', 'neuropathy', 'diabetic neuropathy', 'numbness feet', 'neuropatia', 'neuropatia periferica'], diagnostic_codes: ['8521'], cfr: '38 CFR 4.124a', body_system: 'neurological', schedule: [0, 10, 20, 30, 40], likely: [10, 20], limb: 'leg', secondary: [], nexus: ['secondary_causation', 'toxic_exposure', 'functional_impact'] },
  { id: 'tmj', name: { en: 'Temporomandibular disorder (TMJ)', es: 'Trastorno temporomandibular (ATM)', de: 'Kiefergelenkstörung (CMD, TMJ)' }, synonyms: ['tmj', 'tmd', 'temporomandibular', 'jaw', 'jaw pain', 'mandibula', 'atm'], diagnostic_codes: ['9905'], cfr: '38 CFR 4.150', body_system: 'dental', schedule: [0, 10, 20, 30, 40], likely: [10, 20], secondary: ['migraine'], nexus: ['in_service_event', 'secondary_causation', 'functional_impact'] },
  { id: 'scars', name: { en: 'Scars (painful or unstable)', es: 'Cicatrices (dolorosas o inestables)', de: 'Narben (schmerzhaft oder instabil)' }, synonyms: ['scar', 'painful scar', 'surgical scar', 'cicatriz', 'cicatrice'], diagnostic_codes: ['7800', '7801', '7802', '7804', '7805'], cfr: '38 CFR 4.118', body_system: 'skin', schedule: [0, 10, 20, 30], likely: [0, 10], secondary: [], nexus: ['in_service_event', 'functional_impact'] },
  { id: 'eczema', name: { en: 'Eczema or dermatitis', es: 'Eccema o dermatitis', de: 'Ekzem oder Dermatitis' }, synonyms: ['eczema', 'dermatitis', 'contact dermatitis', 'skin rash', 'rash', 'eccema'], diagnostic_codes: ['7806'], cfr: '38 CFR 4.118', body_system: 'skin', schedule: SKIN, likely: [0, 30], secondary: ['depression'], nexus: ['in_service_event', 'toxic_exposure', 'continuity'] },
  { id: 'psoriasis', name: { en: 'Psoriasis', es: 'Psoriasis', de: 'Schuppenflechte (Psoriasis)' }, synonyms: ['psoriasis'], diagnostic_codes: ['7816'], cfr: '38 CFR 4.118', body_system: 'skin', schedule: SKIN, likely: [0, 30], secondary: ['depression', 'arthritis'], nexus: ['in_service_event', 'continuity'] },
  { id: 'diabetes_type2', name: { en: 'Diabetes mellitus type 2', es: 'Diabetes mellitus tipo 2', de: 'Diabetes mellitus Typ 2' }, synonyms: ['diabetes', 'type 2 diabetes', 'diabetes mellitus', 'diabetes type 2', 't2dm', 'diabetes tipo 2'], diagnostic_codes: ['7913'], cfr: '38 CFR 4.119', body_system: 'endocrine', schedule: [10, 20, 40, 60, 100], likely: [20, 40], secondary: ['peripheral_neuropathy', 'erectile_dysfunction', 'hypertension', 'ckd', 'ischemic_heart_disease'], nexus: ['toxic_exposure', 'current_diagnosis', 'continuity'] },
  { id: 'hypothyroidism', name: { en: 'Hypothyroidism', es: 'Hipotiroidismo', de: 'Schilddrüsenunterfunktion (Hypothyreose)' }, synonyms: ['hypothyroidism', 'underactive thyroid', 'hipotiroidismo'], diagnostic_codes: ['7903'], cfr: '38 CFR 4.119', body_system: 'endocrine', schedule: [0, 30, 100], likely: [0, 30], secondary: ['depression'], nexus: ['toxic_exposure', 'current_diagnosis'] },
  { id: 'erectile_dysfunction', name: { en: 'Erectile dysfunction', es: 'Disfunción eréctil', de: 'Erektile Dysfunktion' }, synonyms: ['erectile dysfunction', 'ed', 'impotence', 'disfuncion erectil'], diagnostic_codes: ['7522'], cfr: '38 CFR 4.115b', body_system: 'genitourinary', schedule: [0, 20], likely: [0, 0], secondary: ['depression'], nexus: ['secondary_causation', 'medication_side_effect'], smc_k: true },
  { id: 'ckd', name: { en: 'Chronic kidney disease (renal dysfunction)', es: 'Enfermedad renal crónica', de: 'Chronische Nierenerkrankung (Nierenfunktionsstörung)' }, synonyms: ['kidney disease', 'chronic kidney disease', 'ckd', 'renal disease', 'renal dysfunction', 'insuficiencia renal', 'enfermedad renal'], diagnostic_codes: ['7530'], cfr: '38 CFR 4.115a', body_system: 'genitourinary', schedule: [0, 30, 60, 80, 100], likely: [30, 60], secondary: ['hypertension'], nexus: ['secondary_causation', 'toxic_exposure'] },
  { id: 'prostate_cancer', name: { en: 'Prostate cancer (active, then residuals)', es: 'Cáncer de próstata (activo y luego secuelas)', de: 'Prostatakrebs (aktiv, danach Folgezustände)' }, synonyms: ['prostate cancer', 'cancer prostata'], diagnostic_codes: ['7528'], cfr: '38 CFR 4.115b', body_system: 'genitourinary', schedule: [0, 10, 20, 40, 60, 100], likely: [20, 100], secondary: ['erectile_dysfunction'], nexus: ['toxic_exposure', 'current_diagnosis'] },
  { id: 'fibromyalgia', name: { en: 'Fibromyalgia', es: 'Fibromialgia', de: 'Fibromyalgie' }, synonyms: ['fibromyalgia', 'fibromialgia'], diagnostic_codes: ['5025'], cfr: PS_4_71A, body_system: 'musculoskeletal', schedule: [10, 20, 40], likely: [20, 40], secondary: ['depression', 'ibs', 'migraine'], nexus: ['toxic_exposure', 'current_diagnosis', 'continuity'] },
  { id: 'chronic_fatigue', name: { en: 'Chronic fatigue syndrome', es: 'Síndrome de fatiga crónica', de: 'Chronisches Fatigue-Syndrom' }, synonyms: ['chronic fatigue syndrome', 'chronic fatigue', 'cfs', 'me cfs', 'fatiga cronica'], diagnostic_codes: ['6354'], cfr: '38 CFR 4.88b', body_system: 'other', schedule: [10, 20, 40, 60, 100], likely: [10, 40], secondary: ['depression'], nexus: ['toxic_exposure', 'current_diagnosis', 'continuity'] },
  { id: 'gout', name: { en: 'Gout', es: 'Gota', de: 'Gicht' }, synonyms: ['gout', 'gota', 'gouty arthritis'], diagnostic_codes: ['5017'], cfr: PS_4_71A, body_system: 'musculoskeletal', schedule: [20, 40, 60, 100], likely: [20, 40], secondary: [], nexus: ['in_service_event', 'continuity'] },
  { id: 'arthritis', name: { en: 'Degenerative arthritis (osteoarthritis)', es: 'Artrosis (artritis degenerativa)', de: 'Degenerative Gelenkerkrankung (Arthrose)' }, synonyms: ['arthritis', 'degenerative arthritis', 'osteoarthritis', 'degenerative joint disease', 'djd', 'artritis', 'artrosis'], diagnostic_codes: ['5003'], cfr: PS_4_71A, body_system: 'musculoskeletal', schedule: [10, 20], likely: [10, 20], secondary: [], nexus: JOINT_NEXUS },
  { id: 'rheumatoid_arthritis', name: { en: 'Rheumatoid arthritis', es: 'Artritis reumatoide', de: 'Rheumatoide Arthritis' }, synonyms: ['rheumatoid arthritis', 'ra', 'artritis reumatoide'], diagnostic_codes: ['5002'], cfr: PS_4_71A, body_system: 'musculoskeletal', schedule: [20, 40, 60, 100], likely: [20, 60], secondary: ['depression'], nexus: ['current_diagnosis', 'continuity'] },
  { id: 'vertigo', name: { en: 'Vertigo (peripheral vestibular disorder)', es: 'Vértigo (trastorno vestibular periférico)', de: 'Schwindel (periphere vestibuläre Störung)' }, synonyms: ['vertigo', 'dizziness', 'vestibular', 'mareo'], diagnostic_codes: ['6204'], cfr: '38 CFR 4.87', body_system: 'ear', schedule: [10, 30], likely: [10, 30], secondary: [], nexus: ['in_service_event', 'secondary_causation'] },
  { id: 'menieres', name: { en: "Meniere's syndrome", es: 'Síndrome de Ménière', de: 'Morbus Menière' }, synonyms: ['meniere', 'menieres disease', 'meniere syndrome'], diagnostic_codes: ['6205'], cfr: '38 CFR 4.87', body_system: 'ear', schedule: [30, 60, 100], likely: [30, 60], secondary: ['tinnitus', 'hearing_loss'], nexus: ['in_service_event', 'current_diagnosis'] },
  { id: 'parkinsons', name: { en: "Parkinson's disease", es: 'Enfermedad de Parkinson', de: 'Parkinson-Krankheit' }, synonyms: ['parkinson', 'parkinson disease', 'parkinsonism'], diagnostic_codes: ['8004'], cfr: '38 CFR 4.124a', body_system: 'neurological', schedule: [30, 40, 50, 60, 70, 80, 90, 100], likely: [30, 60], secondary: ['depression', 'erectile_dysfunction'], nexus: ['toxic_exposure', 'current_diagnosis'] },
  { id: 'loss_of_smell', name: { en: 'Loss of sense of smell', es: 'Pérdida del olfato', de: 'Verlust des Geruchssinns' }, synonyms: ['loss smell', 'anosmia', 'perdida olfato'], diagnostic_codes: ['6275'], cfr: '38 CFR 4.87a', body_system: 'other', schedule: [10], likely: [10, 10], secondary: [], nexus: ['in_service_event', 'toxic_exposure'] },
  { id: 'hyperlipidemia', name: { en: 'High cholesterol (hyperlipidemia)', es: 'Colesterol alto (hiperlipidemia)', de: 'Erhöhtes Cholesterin (Hyperlipidämie)' }, synonyms: ['high cholesterol', 'hyperlipidemia', 'cholesterol', 'colesterol'], diagnostic_codes: [], cfr: '38 CFR 4.1', body_system: 'other', schedule: [], likely: null, secondary: ['ischemic_heart_disease'], nexus: [], remark: 'not_a_disability' },
  { id: 'obesity', name: { en: 'Obesity', es: 'Obesidad', de: 'Adipositas' }, synonyms: ['obesity', 'obese', 'obesidad'], diagnostic_codes: [], cfr: '38 CFR 3.310', body_system: 'other', schedule: [], likely: null, secondary: ['sleep_apnea', 'hypertension', 'diabetes_type2', 'knee'], nexus: ['secondary_causation'], remark: 'not_a_disability' },
];

/** GERD and IBS before the digestive-system revision of 2024-05-19 (GERD rated by analogy to hiatal hernia, DC 7346). */
const DIGESTIVE_BEFORE_2024: readonly ConditionRule[] = [
  { id: 'gerd', name: { en: 'Gastroesophageal reflux disease (GERD)', es: 'Enfermedad por reflujo gastroesofágico (ERGE)', de: 'Gastroösophageale Refluxkrankheit (GERD)' }, synonyms: ['gerd', 'acid reflux', 'reflux', 'gastroesophageal reflux', 'heartburn', 'reflujo', 'erge', 'hiatal hernia'], diagnostic_codes: ['7399-7346'], cfr: '38 CFR 4.114', body_system: 'digestive', schedule: [0, 10, 30, 60], likely: [10, 30], secondary: ['sleep_apnea', 'asthma'], nexus: ['secondary_causation', 'medication_side_effect', 'toxic_exposure'], remark: 'analogous' },
  { id: 'ibs', name: { en: 'Irritable bowel syndrome (IBS)', es: 'Síndrome del intestino irritable (SII)', de: 'Reizdarmsyndrom (IBS)' }, synonyms: ['ibs', 'irritable bowel', 'irritable bowel syndrome', 'colon irritable', 'intestino irritable'], diagnostic_codes: ['7319'], cfr: '38 CFR 4.114', body_system: 'digestive', schedule: [0, 10, 30], likely: [10, 30], secondary: ['hemorrhoids', 'anxiety', 'depression'], nexus: ['toxic_exposure', 'secondary_causation', 'continuity'] },
];

/**
 * GERD and IBS under the digestive-system revision (89 FR 19735, effective 2024-05-19): GERD gets its own code, 7206,
 * rated under esophageal stricture (7203: 0/10/30/50/80); IBS 7319 is rated 10/20/30 by days of abdominal pain.
 */
const DIGESTIVE_FROM_2024: readonly ConditionRule[] = [
  { ...(DIGESTIVE_BEFORE_2024[0] as ConditionRule), diagnostic_codes: ['7206'], schedule: [0, 10, 30, 50, 80], likely: [0, 10], remark: undefined },
  { ...(DIGESTIVE_BEFORE_2024[1] as ConditionRule), schedule: [10, 20, 30], likely: [10, 30] },
];

const NOTE =
  'Diagnostic codes and the percentages each provides are from 38 CFR Part 4 (subpart B) as recalled, not checked ' +
  'against the eCFR in this session. The `likely` ranges are planning estimates for typical presentations, not values of the regulation.';

/**
 * Plain-word condition names mapped to VA diagnostic codes with the ratings the schedule provides and a likely
 * range. Versions follow the schedule's revisions: the musculoskeletal revision (effective
 * 2021-02-07, which added plantar fasciitis DC 5269) and the digestive revision effective 2024-05-19 (89 FR 19735).
 *
 * @see https://www.ecfr.gov/current/title-38/chapter-I/part-4/subpart-B
 * @see https://www.federalregister.gov/d/2024-05138
 */
export const CONDITION_CATALOG: RuleTable<readonly ConditionRule[]> = {
  id: 'us.va.rating_schedule_conditions',
  jurisdiction: 'US',
  title: 'VA Schedule for Rating Disabilities: diagnostic codes, schedule percentages and likely ranges of common claimed conditions',
  versions: [
    { effective: '2021-02-07', source: 'https://www.ecfr.gov/current/title-38/chapter-I/part-4/subpart-B', verified: null, note: NOTE, value: [...COMMON, ...DIGESTIVE_BEFORE_2024] },
    {
      effective: '2024-05-19',
      source: 'https://www.federalregister.gov/d/2024-05138',
      verified: null,
      note: `${NOTE} The 2024-05-19 effective date of the digestive revision was checked against the Federal Register text (89 FR 19735).`,
      value: [...COMMON, ...DIGESTIVE_FROM_2024],
    },
  ],
};
