import { rmSync } from 'node:fs';

export default function globalTeardown(): void {
  for (const dir of [process.env.E2E_DATA_DIR, process.env.E2E_PHONE_DATA_DIR]) {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}
