export const LAYERS: Record<string, string[][]>;
export function layerProblems(graph: Map<string, Set<string>>, rootDir?: string): string[];
export function repositoryGraph(): Map<string, Set<string>>;
