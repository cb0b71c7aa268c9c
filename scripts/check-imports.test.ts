// The import check behind `npm run lint`: an import from a lower layer to a higher one
// fails it, in either app, type-only or not; a folder with no layer fails it too.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { layerProblems, repositoryGraph } from './check-imports.mjs';

const ROOT = '/repo';
const server = (file: string) => path.join(ROOT, 'apps/server/src', file);
const web = (file: string) => path.join(ROOT, 'apps/web/src', file);
const graphOf = (edges: [string, string[]][]) => new Map(edges.map(([from, to]) => [from, new Set(to)]));

describe('layerProblems', () => {
  it('passes imports that run down or stay in their layer', () => {
    const graph = graphOf([
      [
        server('modules/listings/routes.ts'),
        [server('app-types.ts'), server('jobs/engine.ts'), server('lib/cursor.ts')],
      ],
      [server('job-roster.ts'), [server('modules/alerts/jobs.ts'), server('plugins/rate-limit-store.ts')]],
      [server('app-types.ts'), [server('lib/image-store.ts'), server('db/database.ts'), server('config.ts')]],
      [web('features/blog/use-posts.ts'), [web('lib/route-data.ts'), web('components/dialog.tsx')]],
      [web('lib/offline.ts'), [web('service-worker/cache-rules.ts'), web('lib/drafts.ts')]],
      [web('app/router.tsx'), [web('features/home/index.ts')]],
    ]);
    expect(layerProblems(graph, ROOT)).toEqual([]);
  });

  it.each([
    ['the job engine naming a module', server('jobs/engine.ts'), server('modules/images/backfill.ts')],
    ['a plugin naming a module', server('plugins/session.ts'), server('modules/auth/service.ts')],
    ['the shared types naming a plugin', server('app-types.ts'), server('plugins/web-app.ts')],
    ['the database naming the app', server('db/migrate.ts'), server('app.ts')],
    ['a module naming the job roster', server('modules/alerts/jobs.ts'), server('job-roster.ts')],
    ['a feature naming the router', web('features/blog/post-page.tsx'), web('app/route-data.ts')],
    ['lib naming a component', web('lib/use-leave-warning.tsx'), web('components/confirm-dialog.tsx')],
    ['a component naming a feature', web('components/dialog.tsx'), web('features/auth/index.ts')],
  ])('fails on %s', (_name, from, to) => {
    const problems = layerProblems(graphOf([[from, [to]]]), ROOT);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('a lower layer reaching up');
  });

  it('fails on a folder that has no layer, and leaves tests alone', () => {
    expect(layerProblems(graphOf([[server('queues/worker.ts'), []]]), ROOT)).toEqual([
      'apps/server/src/queues/worker.ts: apps/server/src/queues has no layer in scripts/check-imports.mjs',
    ]);
    expect(layerProblems(graphOf([[server('jobs/engine.test.ts'), [server('job-roster.ts')]]]), ROOT)).toEqual([]);
  });

  it('finds nothing running back up in this repository', () => {
    expect(layerProblems(repositoryGraph())).toEqual([]);
  });
});
