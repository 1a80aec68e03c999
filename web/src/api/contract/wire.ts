// The building blocks of the wire contract (ARCHITECTURE §3): money is whole Chilean pesos, months
// are 'YYYY-MM', dates ISO 'YYYY-MM-DD'. These are the strict shapes — what the API should send and
// what the fake API does send; `tolerant.ts` derives what the SPA accepts from them.
import './jitless';
import * as z from 'zod/mini';
import { yieldToMain } from '../../components/yield-to-main';

// Its schemas are built in a task of their own (index.ts).
await yieldToMain();

export const yearMonth = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'YYYY-MM'));
/**
 * A calendar date, whole: each month with its own last day (29 February is let through: the year's
 * leap is for the date library). Anchored at both ends, so '3264-32-99' or a date with a time
 * after it never reaches a screen that writes it out in words.
 */
export const isoDate = z
  .string()
  .check(
    z.regex(
      /^\d{4}-(?:(?:0[1-9]|1[0-2])-(?:0[1-9]|1\d|2\d)|(?:0[13-9]|1[0-2])-30|(?:0[13578]|1[02])-31)$/,
      'YYYY-MM-DD',
    ),
  );
/** Whole pesos; never negative. */
export const pesos = z.number().check(z.int(), z.nonnegative());
export const count = z.number().check(z.int(), z.nonnegative());
/**
 * A number of monthly dues. Screens turn it into months (al día until, the months paid), so it is
 * bounded at a century of dues: more is no member's account, and would leave the calendar.
 */
export const duesCount = count.check(z.maximum(1200));
/** Database ids are positive; the paths that carry one (`payments/info/{id}`) require it. */
export const id = z.number().check(z.int(), z.minimum(1));
/**
 * Free text that a member may leave empty (a second surname, a flat number): absent or null reads
 * ''. Text whose blank would mean nothing (a RUT, a name) is a plain `z.string()`, and a null there
 * stays breaking.
 */
export const blankable = z._default(z.string(), '');

/** The mark `blankText` carries into the openapi document (an `x-` extension keyword). */
export const NULL_READS_EMPTY = 'x-null-reads-empty';
/**
 * A spec field whose text may be blank (a team without a logo, a payment without months): required,
 * but a backend that sends null for the blank is read as '' (tolerant.ts), not as a broken answer.
 */
export const blankText = z.string().register(z.globalRegistry, { [NULL_READS_EMPTY]: true });

/** Marks what `extension` adds, so a test can find every extension (docs/api-extensions.md). */
export const EXTENSION_PREFIX = 'Beyond the spec; optional. Without it: ';
/**
 * Two tiers: the fields SPEC §3/§7 names are required (each object says which SPEC line it comes
 * from); everything the portal reads beyond them is an extension the fake API sends and a real API
 * may not. `without` says what the portal shows when it is absent; it reaches the openapi document
 * as the field's description.
 */
export const extension = <T extends z.ZodMiniType>(schema: T, without: string) => {
  const optional = z.optional(schema);
  z.globalRegistry.add(optional, { description: EXTENSION_PREFIX + without });
  return optional;
};

export type YearMonth = z.infer<typeof yearMonth>;
export type IsoDate = z.infer<typeof isoDate>;

/** A JSON object (not a list, not null). */
export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * An answer SPEC §7 names without its fields ("member total", "pending dues"…): `read` turns each
 * reasonable reading into the schema's shape before it is judged (spec-fields.ts marks it open).
 */
export const openAnswer = <T extends z.ZodMiniType>(read: (body: unknown) => unknown, schema: T) =>
  preprocess(read, schema);

/**
 * Classic zod's `z.preprocess`, which zod/mini lacks: `read` runs on the input, then `schema` judges
 * what it returned (the same pipe, a transform into the schema).
 */
export const preprocess = <T extends z.core.$ZodType>(read: (input: unknown) => unknown, schema: T) =>
  z.pipe(z.transform(read), schema);

/** `{ data: T }`: the body shape the spec shows for several reads. */
export const dataOf = <T extends z.ZodMiniType>(schema: T) => z.object({ data: schema });
export interface DataResponse<T> {
  data: T;
}

/**
 * The answer of a call whose fields SPEC §7 does not name (socios/store, set-interests, unsubscribe…):
 * any success is the success, and `data`, when the API sends a text, is what the screen shows
 * instead of its own words.
 */
export const successAnswer = z.object({ status: z.optional(z.boolean()), data: z.optional(z.string()) });
export type SuccessAnswer = z.infer<typeof successAnswer>;

/** `{ status, data }` where `data` is the Spanish text to show. */
export const messageResponse = z.object({ status: z.boolean(), data: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/** Body of a 400/422 (and message-only 500) answer; the request helper hands it back as `validations`. */
export const validationBody = z.object({
  message: z.optional(z.string()),
  // Laravel sends a list per field; some backends send one text: the SPA shows either.
  errors: z.optional(
    z.record(
      z.string(),
      preprocess((v) => (typeof v === 'string' ? [v] : v), z.array(z.string())),
    ),
  ),
  status: z.optional(z.boolean()),
});
export type ValidationBody = z.infer<typeof validationBody>;
