import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { makeListingSeed } from '../apps/server/src/seed/factories.ts';
import { seededRandom } from '../apps/server/src/seed/random.ts';
const db = await PGlite.create({ extensions: { pg_trgm } });
await db.exec('create extension pg_trgm; create table d (i int, t text)');
const r = seededRandom(20261121);
for (let i = 0; i < 300; i++) { const s = makeListingSeed(r); await db.query('insert into d values ($1,$2)', [i, s.description]); }
const res = await db.query(`select a.i, b.i j, similarity(a.t,b.t) s from d a, d b where a.i < b.i and length(a.t) >= 120 and length(b.t)>=120 order by s desc limit 5`);
console.log(res.rows);
await db.close();
