/** The one import() of the schemas module, so a bundle describes that chunk once. */
export const loadContractSchemas = () => import('./schemas-gate.ts').then((gate) => gate.loadSchemas());
