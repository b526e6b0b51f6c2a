import { type SQL, sql } from 'drizzle-orm';

const DAY_MS = 86_400_000;

/**
 * A period [from, to] (instants, `to` inclusive) cut into the whole UTC days a daily rollup answers
 * and the partial days at its edges that need an exact count (DESIGN §6). Without a whole day the
 * rollup part is empty and the edge is the whole period.
 */
export type DaySplit = {
  /** First whole day and the day after the last one (yyyy-mm-dd), or null when there is none. */
  days: { from: string; until: string } | null;
  /** Half-open instant ranges [start, end) to count exactly. */
  edges: { start: string; end: string }[];
};

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const iso = (ms: number) => new Date(ms).toISOString();

export function splitDays(fromMs: number, toMs: number): DaySplit {
  const end = toMs + 1; // exclusive
  const firstWhole = Math.ceil(fromMs / DAY_MS) * DAY_MS;
  const afterLastWhole = Math.floor(end / DAY_MS) * DAY_MS;
  if (firstWhole >= afterLastWhole) return { days: null, edges: [{ start: iso(fromMs), end: iso(end) }] };
  const edges: DaySplit['edges'] = [];
  if (fromMs < firstWhole) edges.push({ start: iso(fromMs), end: iso(firstWhole) });
  if (afterLastWhole < end) edges.push({ start: iso(afterLastWhole), end: iso(end) });
  return { days: { from: isoDay(firstWhole), until: isoDay(afterLastWhole) }, edges };
}

/** `column` inside one of the edges (false when there are none). */
export function inEdges(column: SQL, edges: DaySplit['edges']): SQL {
  if (edges.length === 0) return sql`false`;
  const parts = edges.map(
    (e) => sql`(${column} >= ${e.start}::timestamptz and ${column} < ${e.end}::timestamptz)`,
  );
  return sql`(${sql.join(parts, sql` or `)})`;
}
