// A worker thread's whole job: read one calendar's busy nights (ical-busy.ts) and answer.
// Started by ical-import.ts for each calendar, with a time limit and a memory limit.
import { parentPort, workerData } from 'node:worker_threads';
import { busyNights, CalendarTooLarge } from './ical-busy.ts';

const { text, from, until } = workerData as { text: string; from: string; until: string };
try {
  parentPort!.postMessage({ nights: busyNights(text, from, until) });
} catch (error) {
  parentPort!.postMessage({ error: (error as Error).message, tooLarge: error instanceof CalendarTooLarge });
}
