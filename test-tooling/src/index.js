// Plain JavaScript (typed in JSDoc, checked by `tsc`): Vitest loads the packages' configurations,
// which import this, with Node itself, and Node 20 runs no TypeScript.
export { moduleGraphProjects } from './moduleGraphProjects.js';
export { onceForAllProjects } from './onceForAllProjects.js';
export { testsThatReplaceModules } from './testsThatReplaceModules.js';
