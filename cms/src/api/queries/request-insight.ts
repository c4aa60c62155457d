import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { ApiRequestInsight, RequestInsightDays } from '@sog/contract'
import type { Payload } from 'payload'

/**
 * The dashboard's counts (docs/api.md, "Requests"): the requests sent in the last `days` days,
 * in all, per firearm and per visitor's country, each with how many are new, answered and
 * closed now. One statement, so its window (`now()`) and its counts are one moment's. A firearm
 * is counted under its current name, a deleted one under the name it had.
 */
export async function requestInsight(
  payload: Payload,
  days: RequestInsightDays,
): Promise<ApiRequestInsight> {
  const db = (payload.db as unknown as PostgresAdapter).drizzle
  const since = sql`now() - make_interval(days => ${days})`
  const outcome = sql`count(*)::int AS total,
    count(*) FILTER (WHERE status = 'new')::int AS "new",
    count(*) FILTER (WHERE status = 'answered')::int AS answered,
    count(*) FILTER (WHERE status = 'closed')::int AS closed`
  const { rows } = await db.execute(sql`
    WITH w AS (
      SELECT r.firearm_id, r.firearm_name, r.country::text AS country, r.status::text AS status,
        f.name AS current_name
      FROM requests r LEFT JOIN firearms f ON f.id = r.firearm_id
      WHERE r.created_at >= ${since}
    )
    SELECT ${since} AS since,
      (SELECT row_to_json(t) FROM (SELECT ${outcome} FROM w) t) AS totals,
      (SELECT COALESCE(json_agg(x ORDER BY x.total DESC, x.name, x."firearmId"), '[]'::json) FROM (
        SELECT firearm_id AS "firearmId", COALESCE(max(current_name), max(firearm_name)) AS name,
          ${outcome}
        FROM w GROUP BY firearm_id, CASE WHEN firearm_id IS NULL THEN firearm_name END
      ) x) AS by_firearm,
      (SELECT COALESCE(json_agg(y ORDER BY y.total DESC, y.country), '[]'::json) FROM (
        SELECT country, ${outcome} FROM w GROUP BY country
      ) y) AS by_country`)
  const row = rows[0] as {
    since: Date | string
    totals: ApiRequestInsight['totals']
    by_firearm: ApiRequestInsight['byFirearm']
    by_country: ApiRequestInsight['byCountry']
  }
  return {
    days,
    since: new Date(row.since).toISOString(),
    totals: row.totals,
    byFirearm: row.by_firearm,
    byCountry: row.by_country,
  }
}
