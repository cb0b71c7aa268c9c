import type { Plugin } from 'vite';

interface Chunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  isEntry: boolean;
}

/**
 * Lists in index.html, as `<meta name="app-start">`, every file the app's start
 * (`src/main.tsx`) loads: the chunk and the chunks it imports statically, in the order
 * they are needed. A drawn page fetches them at the lowest priority once it has loaded
 * (src/lib/start-on-intent.ts), so the app starts without a round trip when the visitor
 * first uses the page; the service worker keeps them with the shell.
 */
export function startFiles(start = 'src/main.tsx'): Plugin {
  let base = '/';
  return {
    name: 'nyumba-start-files',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter(
          (item): item is Chunk & typeof item => item.type === 'chunk',
        );
        const entry = chunks.find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${start}`));
        if (!entry) throw new Error(`start-files: no chunk is built from ${start}`);
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const files: string[] = [];
        const seen = new Set<string>();
        const visit = (fileName: string) => {
          if (seen.has(fileName)) return;
          seen.add(fileName);
          const chunk = byName.get(fileName);
          for (const imported of chunk?.imports ?? []) visit(imported);
          // The page's own script tag loads the entry already.
          if (!chunk?.isEntry) files.push(fileName);
        };
        visit(entry.fileName);
        return [
          {
            tag: 'meta',
            attrs: { name: 'app-start', content: files.map((file) => `${base}${file}`).join(' ') },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
