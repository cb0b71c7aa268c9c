import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';

/**
 * Reads a dotenv file (`.env` in the working directory, as `.env.example` tells operators
 * to make) into `env`. A variable the process already has keeps its value: the process
 * manager, the shell or a test harness has the last word over the file. A missing file is
 * not an error; every variable has a default. Returns the names taken from the file.
 */
export function loadEnvFile(file = '.env', env: NodeJS.ProcessEnv = process.env): string[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const taken: string[] = [];
  for (const [name, value] of Object.entries(parseEnv(text))) {
    if (env[name] !== undefined) continue;
    env[name] = value;
    taken.push(name);
  }
  return taken;
}
