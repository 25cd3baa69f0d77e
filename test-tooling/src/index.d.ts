// The types of index.js for the packages that import it (they do not read JavaScript); each
// function's comment is in its own file.
import type { TestProjectInlineConfiguration } from 'vitest/config';

export function moduleGraphProjects(root: string, opts: { dirs: string[]; include?: string[] }): TestProjectInlineConfiguration[];
export function onceForAllProjects<T>(
  key: string,
  make: () => Promise<{ value: T; release: () => Promise<void> }>,
): { setup: () => Promise<T>; teardown: () => Promise<void> };
export function testsThatReplaceModules(root: string, dirs: string[]): string[];
