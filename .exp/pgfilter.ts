import { startPostgres } from '../scripts/postgres-cluster.mjs';
import pg from 'pg';
const c = await startPostgres();
const client = new pg.Client(c.url); await client.connect();
await client.query(`create table t as select ('x'||substr(md5(n::text),1,16))::bit(64)::bigint h from generate_series(1,2000000) n`);
await client.query('vacuum analyze t');
const x = '1234567890123';
for (const [name, expr] of [['int8send', `bit_count(int8send(h # ${x}::bigint)) <= 7`], ['bit64', `bit_count((h # ${x}::bigint)::bit(64)) <= 7`], ['none', `h <> 0`]]) {
  for (let i=0;i<2;i++){ const s=Date.now(); await client.query(`select count(*) from t where ${expr}`); console.log(name, Date.now()-s, 'ms / 2M'); }
}
await client.end(); c.stop();
