/**
 * Loads the schemas module in two steps. A bundler writes, beside each import(), the
 * list of files to preload with its target; for the schemas that list is long, and
 * the contracts a page's first load carries would carry it too. Behind this small
 * gate it sits in the gate's own chunk, fetched only when a call first checks an answer.
 */
export const loadContractSchemas = () => import('./schemas-gate.ts').then((gate) => gate.loadSchemas());
