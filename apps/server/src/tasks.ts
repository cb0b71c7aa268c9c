// npm run db:migrate | npm run db:seed — the database steps `npm start` takes on its way up,
// one at a time, on the database the configuration names (DATABASE_URL, else PGlite under
// DATA_DIR), with `.env` read as the server reads it.
import { loadConfig } from './config.ts';
import { loadEnvFile } from './lib/env-file.ts';
import { describeDatabase, openDatabase, openImageStore, prepareDatabase, startFailure } from './runtime.ts';

const TASKS = ['migrate', 'seed'] as const;
type Task = (typeof TASKS)[number];

async function run(task: Task): Promise<void> {
  loadEnvFile();
  const config = loadConfig();
  const handle = await openDatabase(config);
  try {
    const where = describeDatabase(handle, config);
    const log = (message: string) => console.log(message);
    const store = openImageStore(config);
    const seed = task === 'seed';
    const { applied, seeded } = await prepareDatabase(handle, {
      seed,
      store,
      log,
    });
    console.log(applied.length ? `Applied ${applied.join(', ')} to ${where}` : `${where} is up to date`);
    if (seed && !seeded) console.log(`${where} already has users; demo data is only seeded into an empty database`);
  } finally {
    await handle.close();
  }
}

const task = process.argv[2];
if (!TASKS.includes(task as Task)) {
  console.error(`usage: tasks.ts ${TASKS.join(' | ')}`);
  process.exit(2);
}
run(task as Task).catch((error: unknown) => {
  console.error(startFailure(error, `db:${task} failed`));
  process.exit(1);
});
