import pg from 'pg'

import { loadEnvFile } from './dot-env'
import { prepareServer } from './prepare'
import { failStartup, log } from './process'

/**
 * `npm run seed:large` (docs/decisions/0116-seed-large.md): 10,000 firearms, 1,000
 * dealers and 200,000 inventory rows for `npm run bench:scale`, beside the sample network, on
 * the database the server uses (the embedded one in DATA_DIR, or DATABASE_URL). Bulk SQL with
 * generate_series in one transaction: Payload's create runs hooks, validation and versions per
 * record (about 10 per second here), which would take hours. Running it again replaces the
 * previous large set (ids `sog-large-…`, usernames `large-dealer-…`). The embedded database
 * must not be in use by a running server meanwhile.
 */
const FIREARMS = Number(process.env.SEED_FIREARMS ?? 10_000)
const DEALERS = Number(process.env.SEED_DEALERS ?? 1_000)
const ROWS_PER_DEALER = Number(process.env.SEED_ROWS_PER_DEALER ?? 200)

const STATEMENTS = [
  `DELETE FROM inventory WHERE firearm_id LIKE 'sog-large-%'
     OR dealer_id IN (SELECT id FROM dealers WHERE username LIKE 'large-dealer-%')`,
  `DELETE FROM dealers WHERE username LIKE 'large-dealer-%'`,
  `DELETE FROM firearms WHERE id LIKE 'sog-large-%'`,
  // Names mix plain and accented words, so searches (and accent-insensitive ones) find a few
  // dozen to a few hundred. Options and images are the sample network's own.
  `WITH opts AS (
     SELECT type, array_agg(name ORDER BY name) AS names FROM filter_options GROUP BY type
   ), media AS (SELECT array_agg(id ORDER BY id) AS ids FROM media)
   INSERT INTO firearms (id, name, category, caliber, barrel_length, system_type, price_p_l_n,
     price_e_u_r, price, availability, is_new, image_id, updated_at, created_at)
   SELECT 'sog-large-' || lpad(n::text, 6, '0'),
     (ARRAY['Falcon','Zürich','Kraków','Genève','Orzeł','Tundra','Sokół','Nordic','Ébène','Viper'])[1 + n % 10]
       || ' ' || (ARRAY['Carbine','Marksman','Compact','Tactical','Field','Sport','Hunter','Elite'])[1 + (n / 10) % 8]
       || ' ' || lpad(n::text, 5, '0'),
     (SELECT names[1 + n % array_length(names, 1)] FROM opts WHERE type = 'category'),
     (SELECT names[1 + (n / 3) % array_length(names, 1)] FROM opts WHERE type = 'caliber'),
     (SELECT names[1 + (n / 7) % array_length(names, 1)] FROM opts WHERE type = 'barrelLength'),
     (SELECT names[1 + (n / 11) % array_length(names, 1)] FROM opts WHERE type = 'systemType'),
     2000 + (n * 7919) % 38000,
     round((2000 + (n * 7919) % 38000) / 4.3),
     CASE WHEN n % 4 = 0 THEN NULL ELSE round((2000 + (n * 7919) % 38000) / 4.0) END,
     (ARRAY['In Stock','In Stock','Limited Stock','Out of Stock','Pre-Order','Discontinued'])[1 + n % 6]::enum_firearms_availability,
     n % 17 = 0,
     (SELECT ids[1 + n % array_length(ids, 1)] FROM media),
     now(), now() - (n || ' minutes')::interval
   FROM generate_series(1, $1::int) AS n`,
  // The description is translatable (migration translatable_data): its English row.
  `INSERT INTO firearms_locales (description, _locale, _parent_id)
   SELECT 'A generated firearm for measuring the catalogue at scale.', 'en', id
   FROM firearms WHERE id LIKE 'sog-large-%'`,
  `WITH sample AS (SELECT hash, salt FROM dealers WHERE hash IS NOT NULL ORDER BY id LIMIT 1)
   INSERT INTO dealers (name, email, username, city, country, phone, address, rating, established,
     is_active, latitude, longitude, hash, salt, updated_at, created_at)
   SELECT 'Large Dealer ' || lpad(n::text, 4, '0') || ' ' || (ARRAY['Zürich','Kraków','Wien','München','Lyon'])[1 + n % 5],
     'large-dealer-' || n || '@example.com', 'large-dealer-' || n,
     (ARRAY['Zürich','Kraków','Wien','München','Lyon'])[1 + n % 5],
     (ARRAY['CH','PL','AT','DE','FR'])[1 + n % 5]::enum_dealers_country,
     '+48 600 000 ' || lpad((n % 1000)::text, 3, '0'), 'Street ' || n,
     1 + (n % 41) / 10.0, 1950 + n % 70, n % 10 <> 0,
     -- Within ±0.25° of their city, so distances differ (bench:scale sorts by them).
     round(((ARRAY[47.3769, 50.0647, 48.2082, 48.1351, 45.764])[1 + n % 5] + ((n * 7919) % 1000 - 500) / 2000.0)::numeric, 4),
     round(((ARRAY[8.5417, 19.945, 16.3738, 11.582, 4.8357])[1 + n % 5] + ((n * 104729) % 1000 - 500) / 2000.0)::numeric, 4),
     (SELECT hash FROM sample), (SELECT salt FROM sample), now(), now()
   FROM generate_series(1, $1::int) AS n`,
  // Each large dealer stocks $2 distinct large firearms, spread over the catalogue.
  `INSERT INTO inventory (dealer_id, firearm_id, stock, price, available, updated_at, created_at)
   SELECT d.id, 'sog-large-' || lpad((1 + (d.rn * 37 + k * 50) % $1::int)::text, 6, '0'),
     (d.rn + k) % 25, 500 + ((d.rn * 13 + k * 7) % 9000), (d.rn + k) % 5 <> 0, now(), now()
   FROM (SELECT id, row_number() OVER (ORDER BY id) AS rn FROM dealers WHERE username LIKE 'large-dealer-%') d
   CROSS JOIN generate_series(0, $2::int - 1) AS k`,
  `ANALYZE firearms`,
  `ANALYZE dealers`,
  `ANALYZE inventory`,
]

async function main(): Promise<void> {
  loadEnvFile()
  const { db } = await prepareServer()
  const started = performance.now()
  const client = new pg.Client({ connectionString: db.url })
  await client.connect()
  try {
    await client.query('BEGIN')
    const params: Record<number, unknown[]> = {
      3: [FIREARMS],
      5: [DEALERS],
      6: [FIREARMS, ROWS_PER_DEALER],
    }
    for (const [i, statement] of STATEMENTS.entries())
      await client.query(statement, params[i] ?? [])
    await client.query('COMMIT')
    const { rows } = await client.query<{ firearms: number; dealers: number; inventory: number }>(
      `SELECT (SELECT count(*) FROM firearms)::int AS firearms,
        (SELECT count(*) FROM dealers)::int AS dealers,
        (SELECT count(*) FROM inventory)::int AS inventory`,
    )
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    log(
      `seed:large: ${rows[0]!.firearms} firearms, ${rows[0]!.dealers} dealers, ${rows[0]!.inventory} inventory rows in ${seconds} s (${db.description})`,
    )
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    await client.end()
    await db.close()
  }
}

// Payload's own handles (its pool, the config's timers) would keep the process alive.
main().then(() => process.exit(0), failStartup)
