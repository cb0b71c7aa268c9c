import { webProject } from './vitest.config.ts';

// The web test files that mock a module, each with a module graph of its own (see filesThatMock).
export default webProject(false);
