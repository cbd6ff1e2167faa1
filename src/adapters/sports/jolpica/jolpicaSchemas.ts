import { z } from 'zod';

/** The source id of the Jolpica F1 API in the fetch layer and in answers' `data` blocks. */
export const JOLPICA_SOURCE = 'jolpica';

/** The Ergast-compatible base path of the Jolpica API. */
export const JOLPICA_BASE = 'https://api.jolpi.ca/ergast/f1';

const count = z.string().regex(/^-?\d+$/);
const decimal = z.string().regex(/^-?\d+(\.\d+)?$/);
const session = z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), time: z.string().optional() });

/** A driver as Ergast writes one (numbers as strings). */
export const jolpicaDriverSchema = z.object({
  driverId: z.string(),
  permanentNumber: count.optional(),
  code: z.string().optional(),
  givenName: z.string(),
  familyName: z.string(),
  nationality: z.string().optional(),
});

/** A constructor (team). */
export const jolpicaConstructorSchema = z.object({ constructorId: z.string(), name: z.string(), nationality: z.string().optional() });

/** One race of a `RaceTable`, with its results or qualifying results when the table holds them. */
export const jolpicaRaceSchema = z.object({
  season: count,
  round: count,
  raceName: z.string(),
  Circuit: z.object({
    circuitId: z.string(),
    circuitName: z.string(),
    Location: z.object({ locality: z.string(), country: z.string() }),
  }),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  time: z.string().optional(),
  FirstPractice: session.optional(),
  SecondPractice: session.optional(),
  ThirdPractice: session.optional(),
  Qualifying: session.optional(),
  SprintQualifying: session.optional(),
  SprintShootout: session.optional(),
  Sprint: session.optional(),
  Results: z
    .array(
      z.object({
        position: count,
        positionText: z.string(),
        points: decimal,
        grid: count,
        laps: count,
        status: z.string(),
        Time: z.object({ millis: count.optional() }).optional(),
        FastestLap: z.object({ rank: count.optional() }).optional(),
        Driver: jolpicaDriverSchema,
        Constructor: jolpicaConstructorSchema,
      }),
    )
    .optional(),
  QualifyingResults: z
    .array(
      z.object({
        position: count,
        Q1: z.string().optional(),
        Q2: z.string().optional(),
        Q3: z.string().optional(),
        Driver: jolpicaDriverSchema,
        Constructor: jolpicaConstructorSchema,
      }),
    )
    .optional(),
});

const standingBase = { position: count.optional(), positionText: z.string(), points: decimal, wins: count };

/** One standings list (after one round) of a `StandingsTable`. */
export const jolpicaStandingsListSchema = z.object({
  season: count,
  round: count,
  DriverStandings: z.array(z.object({ ...standingBase, Driver: jolpicaDriverSchema, Constructors: z.array(jolpicaConstructorSchema) })).optional(),
  ConstructorStandings: z.array(z.object({ ...standingBase, Constructor: jolpicaConstructorSchema })).optional(),
});

/** The `MRData` envelope of every Ergast-compatible answer. */
export const jolpicaEnvelopeSchema = z.object({
  MRData: z.object({
    limit: count,
    offset: count,
    total: count,
    RaceTable: z.object({ Races: z.array(jolpicaRaceSchema) }).optional(),
    StandingsTable: z.object({ StandingsLists: z.array(jolpicaStandingsListSchema) }).optional(),
  }),
});

/** The `MRData` of an answer. */
export type JolpicaEnvelope = z.infer<typeof jolpicaEnvelopeSchema>['MRData'];
/** One race as parsed. */
export type JolpicaRace = z.infer<typeof jolpicaRaceSchema>;
