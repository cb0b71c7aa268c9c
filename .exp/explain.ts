import { sql } from 'drizzle-orm';
import { openPostgres, queryRows } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { hashPieces, pieceNeighbours } from '../apps/server/src/modules/images/photo-hash.ts';
import { startPostgres } from '../scripts/postgres-cluster.mjs';
const c = await startPostgres({ settings: { shared_buffers: '1GB' } });
const h = await openPostgres(c.url, 2); await migrate(h);
const run = (s: string) => h.db.execute(sql.raw(s));
const N = Number(process.env.N ?? 200000);
await run('DROP INDEX photo_hashes_piece0_idx, photo_hashes_piece1_idx, photo_hashes_piece2_idx, photo_hashes_piece3_idx');
await run('ALTER TABLE photo_hashes DROP CONSTRAINT photo_hashes_image_key_images_key_fk');
await run('ALTER TABLE photo_hashes DROP CONSTRAINT photo_hashes_image_key_variant_pk');
await run(`INSERT INTO images (key, widths, bytes) SELECT md5('photo' || n), '{1280}', 1 FROM generate_series(1, ${N}) n`);
await run(`INSERT INTO photo_hashes (image_key, variant, hash, piece0, piece1, piece2, piece3)
  SELECT key, v, h, ((h >> 48) & 65535)::int, ((h >> 32) & 65535)::int, ((h >> 16) & 65535)::int, (h & 65535)::int
  FROM (SELECT md5('photo' || n) AS key, v, ('x' || substr(md5('hash' || n || ':' || v), 1, 16))::bit(64)::bigint AS h
  FROM generate_series(1, ${N}) AS n, generate_series(0, 31) AS v) x`);
for (let i = 0; i < 4; i++) await run(`CREATE INDEX photo_hashes_piece${i}_idx ON photo_hashes (piece${i}, hash)`);
await run('VACUUM ANALYZE photo_hashes');
const probe = BigInt.asIntN(64, 0x123456789abcdefn);
const pieces = hashPieces(probe);
const near = `'{${pieceNeighbours(pieces[0]!, 16, 1).join(',')}}'::int[]`;
const q = `SELECT hash FROM photo_hashes WHERE piece0 = ANY(${near}) AND bit_count(int8send(hash # ${probe}::bigint)) <= 7`;
for (let i=0;i<3;i++) { const rows = await queryRows<Record<string,string>>(h.db, sql.raw(`EXPLAIN (ANALYZE, BUFFERS) ${q}`)); if (i==2) console.log(rows.map(r => Object.values(r)[0]).join('\n')); }
const q2 = `SELECT hash FROM photo_hashes WHERE piece0 = ANY(${near}) AND bit_count(int8send(hash # ${probe}::bigint)) <= 7 AND bit_count(int8send((hash # ${probe}::bigint) >> 16)) <= 6`;
for (let i=0;i<3;i++) { const rows = await queryRows<Record<string,string>>(h.db, sql.raw(`EXPLAIN (ANALYZE, BUFFERS) ${q2}`)); if (i==2) console.log(rows.map(r => Object.values(r)[0]).join('\n')); }
await h.close(); c.stop();
