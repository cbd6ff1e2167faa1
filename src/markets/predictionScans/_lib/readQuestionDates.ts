const MONTHS: Readonly<Record<string, number>> = {
  jan: 1, january: 1, feb: 2, february: 2, mar: 3, march: 3, apr: 4, april: 4, may: 5, jun: 6, june: 6, jul: 7, july: 7,
  aug: 8, august: 8, sep: 9, sept: 9, september: 9, oct: 10, october: 10, nov: 11, november: 11, dec: 12, december: 12,
};
const MONTH_RE = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';

const pad = (n: number) => String(n).padStart(2, '0');

/** The month number of a month name or abbreviation, or null. */
function monthNumber(name: string): number | null {
  return MONTHS[name.toLowerCase().replace(/\.$/, '')] ?? null;
}

/**
 * The first "Month day[, year]" date a text names, as an ISO date; the year comes from the text or, failing that,
 * from `yearHint` (the market's close year). Null when the text names none.
 */
export function readMonthDay(text: string, yearHint: number): string | null {
  const m = new RegExp(`\\b${MONTH_RE}\\.? (\\d{1,2})(?:st|nd|rd|th)?(?:,? (\\d{4}))?\\b`, 'i').exec(text);
  if (!m) return null;
  const month = monthNumber(m[1]!);
  const day = Number(m[2]);
  if (month === null || day < 1 || day > 31) return null;
  return `${m[3] ?? yearHint}-${pad(month)}-${pad(day)}`;
}

/** Every "Month day" date a text names, in order (a window "from November 21 to November 28" gives two). */
export function readMonthDays(text: string, yearHint: number): string[] {
  const out: string[] = [];
  const re = new RegExp(`\\b${MONTH_RE}\\.? (\\d{1,2})(?:st|nd|rd|th)?(?:,? (\\d{4}))?\\b`, 'gi');
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const month = monthNumber(m[1]!);
    if (month !== null) out.push(`${m[3] ?? yearHint}-${pad(month)}-${pad(Number(m[2]))}`);
  }
  return out;
}

/** A month a text names without a day ("in November", "November 2026"), as `YYYY-MM`, or null. */
export function readMonth(text: string, yearHint: number): string | null {
  const m = new RegExp(`\\b(?:in|during|for|of) ${MONTH_RE}(?:,? (\\d{4}))?\\b(?! \\d{1,2}\\b)`, 'i').exec(text);
  if (!m) return null;
  const month = monthNumber(m[1]!);
  return month === null ? null : `${m[2] ?? yearHint}-${pad(month)}`;
}

/** A four-digit year a text names ("in 2026", "2026 be"), or null. */
export function readYear(text: string): number | null {
  const m = /\b(19[5-9]\d|20\d\d)\b/.exec(text);
  return m ? Number(m[1]) : null;
}

/** Kalshi's date code in an event ticker (`26NOV25` → 2026-11-25; `26NOV` → 2026-11), or null. */
export function readKalshiDateCode(ticker: string): { readonly date: string | null; readonly month: string } | null {
  const m = /-(\d{2})([A-Z]{3})(\d{2})?(?:\d{2})?(?:-|$)/.exec(ticker);
  if (!m) return null;
  const month = monthNumber(m[2]!);
  if (month === null) return null;
  const ym = `20${m[1]}-${pad(month)}`;
  return { date: m[3] === undefined ? null : `${ym}-${m[3]}`, month: ym };
}

/** The close year of a market (for questions that name no year), else `fallback`. */
export function yearOf(iso: string | null, fallback: number): number {
  const t = iso === null ? Number.NaN : Date.parse(iso);
  return Number.isFinite(t) ? new Date(t).getUTCFullYear() : fallback;
}
