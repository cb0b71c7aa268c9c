// Everything of jobs the router draws, behind one import (through gate.ts).
export { JobsScreen } from './jobs-screen';
export { default as JobQueue } from './job-queue';
