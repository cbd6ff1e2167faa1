import type { MessageCatalogs } from '../../../core/i18n/createTranslate.js';

/** Message keys of assessBasket: one per reason code. */
export type AssessBasketKey =
  | 'too_few_members'
  | 'dispersed'
  | 'contained_dispersion'
  | 'concentrated'
  | 'spread_contributions'
  | 'broad_participation'
  | 'narrow_participation'
  | 'weak_participation'
  | 'rising'
  | 'falling'
  | 'leadership_rotating'
  | 'no_clear_regime';

/** English and Spanish reasons of the basket call. */
export const assessBasketMessages: MessageCatalogs<AssessBasketKey> = {
  en: {
    too_few_members: 'Only {value} members have enough history; a call needs at least {threshold}.',
    dispersed: 'The members moved apart: the spread of their {days}-day returns is {value} times their own volatility, at least {threshold}.',
    contained_dispersion: 'The spread of the members\' {days}-day returns is {value} times their own volatility, below {threshold}.',
    concentrated: 'The top {n} members carry {value} % of the basket\'s move, at least {threshold} %.',
    spread_contributions: 'The top {n} members carry {value} % of the basket\'s move, below {threshold} %.',
    broad_participation: '{above} % of members are above their {trend}-day average and {positive} % rose over {days} days, both at least {threshold} %.',
    narrow_participation: 'Participation is narrow: {above} % of members are above their {trend}-day average and {positive} % rose over {days} days; a broad move needs {threshold} % of each.',
    weak_participation: 'Weakness is broad: only {above} % of members are above their {trend}-day average and {positive} % rose over {days} days, both at most {threshold} %.',
    rising: 'The basket rose {value} % over {days} days.',
    falling: 'The basket fell {value} % over {days} days.',
    leadership_rotating: 'Leadership is rotating: the ranking of {days}-day returns has a rank correlation of {value} with the previous window, below {threshold}.',
    no_clear_regime: 'No regime fits: breadth and the basket\'s return point in no clear direction.',
  },
  es: {
    too_few_members: 'Solo {value} componentes tienen historial suficiente; una señal necesita al menos {threshold}.',
    dispersed: 'Los componentes se separaron: la dispersión de sus rentabilidades a {days} días es {value} veces su propia volatilidad, al menos {threshold}.',
    contained_dispersion: 'La dispersión de las rentabilidades a {days} días de los componentes es {value} veces su propia volatilidad, por debajo de {threshold}.',
    concentrated: 'Los {n} primeros componentes aportan el {value} % del movimiento de la cesta, al menos el {threshold} %.',
    spread_contributions: 'Los {n} primeros componentes aportan el {value} % del movimiento de la cesta, menos del {threshold} %.',
    broad_participation: 'El {above} % de los componentes está por encima de su media de {trend} días y el {positive} % subió en {days} días, ambos al menos el {threshold} %.',
    narrow_participation: 'La participación es estrecha: el {above} % de los componentes está por encima de su media de {trend} días y el {positive} % subió en {days} días; un movimiento amplio necesita el {threshold} % en cada uno.',
    weak_participation: 'La debilidad es amplia: solo el {above} % de los componentes está por encima de su media de {trend} días y el {positive} % subió en {days} días, ambos como mucho el {threshold} %.',
    rising: 'La cesta subió un {value} % en {days} días.',
    falling: 'La cesta bajó un {value} % en {days} días.',
    leadership_rotating: 'El liderazgo está rotando: la clasificación de rentabilidades a {days} días tiene una correlación de rangos de {value} con la ventana anterior, por debajo de {threshold}.',
    no_clear_regime: 'Ningún régimen encaja: la amplitud y la rentabilidad de la cesta no apuntan en una dirección clara.',
  },
};
