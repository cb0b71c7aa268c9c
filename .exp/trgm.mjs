import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const db = await PGlite.create({ extensions: { pg_trgm } });
await db.exec('create extension pg_trgm');
const o = 'Spacious two bedroom apartment on the fourth floor with a lift, borehole water all day, a backup generator, secure parking for two cars and a balcony facing the Ngong hills.';
const vs = [
 'Roomy 2 bedroom flat on the 4th floor with an elevator, borehole water throughout the day, a standby generator, safe parking for 2 cars and a balcony with a view of the Ngong hills.',
 'Spacious two bedroom flat on the fourth floor with a lift, borehole water all day long, a standby generator, secure parking for two vehicles and a balcony facing Ngong hills.',
 'A balcony facing the Ngong hills, secure parking for two cars, a backup generator and borehole water all day: a spacious two bedroom apartment on the fourth floor with a lift.',
 'Spacious 2 bedroom apartment on 4th floor with lift, borehole water all day, backup generator, secure parking for 2 cars, balcony facing Ngong hills. Call now.',
];
for (const v of vs) { const r = await db.query('select similarity($1,$2) s, word_similarity($1,$2) w, strict_word_similarity($1,$2) sw', [o, v]); console.log(r.rows[0]); }
await db.close();
