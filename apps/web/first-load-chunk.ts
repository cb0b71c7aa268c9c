import path from 'node:path';

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

// Our own code and lucide's shared helpers. Not what the domain package's barrel reaches
// (every module of it is a static import of the start through the barrel, the listing
// facts' schemas included, which the first load must not build), nor lucide's icons (the
// same through its barrel): the bundler places those by what actually uses them.
const CAPTURED = /[\\/]apps[\\/]web[\\/]src[\\/]|[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/]|lucide-react)/;

/**
 * A code-splitting group (Rolldown's `codeSplitting.groups`) that puts every module of
 * ours the app's start imports statically into one chunk with it. Left to itself the
 * bundler cut them into a dozen small chunks, because the lazily loaded screens share
 * them; the boot script then preloads each one, and each preload link costs the phone's
 * main thread a request of its own, all in one task right after the first paint: on a
 * 4x throttled phone 32-83 ms for 18 links, 37-57 ms for 10 (appending them in a page;
 * 0.2-0.4 ms a link unthrottled). All of them are needed before the page answers anyway,
 * so one file loses nothing; the modules it does not take (see CAPTURED) stay apart.
 */
export function firstLoadChunk(start: string, name: string) {
  const startId = path.resolve(start);
  let firstLoad: Set<string> | undefined;
  return {
    includeDependenciesRecursively: false,
    // Asked once per module of the build (thousands): the walk is done on the first call.
    name(id: string, graph: ModuleGraph): string | null {
      firstLoad ??= staticImports(startId, graph);
      // The start itself stays the chunk the boot script imports (a group that takes a
      // dynamically imported module in made Rolldown emit an import of a missing export).
      return id !== startId && firstLoad.has(id) && CAPTURED.test(id) ? name : null;
    },
  };
}

/** The module and every module it reaches by static imports. */
function staticImports(from: string, graph: ModuleGraph): Set<string> {
  const reached = new Set<string>();
  const pending = [from];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
}
