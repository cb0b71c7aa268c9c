// Everything of agencies the router draws, behind one import (through gate.ts).
export { AgenciesScreen } from './agencies-screen';
