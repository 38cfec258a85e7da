// The order vitest starts the test files in: the longest first, so the workers end together. Vitest's own order
// (BaseSequencer) takes the projects by name (browser, isolated, shared: vitest.config.mts), and within a project the
// files by how long they took in the last run on this machine; without that record (a fresh clone, CI) by file size.
// By size the property tests, short files that run for tens of seconds, would start last and leave one worker
// running alone at the end: without a record they start first in their project.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** A file of property tests (fast-check): long for its size. */
function isProperty(spec: TestSpecification): boolean {
  return /\bfrom 'fast-check'/.test(readFileSync(spec.moduleId, 'utf8'));
}

export default class Sequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const recorded = (spec: TestSpecification) =>
      this.ctx.cache.getFileTestResults(`${spec.project.name}:${relative(this.ctx.config.root, spec.moduleId)}`) !==
      undefined;
    const first = new Set(sorted.filter((spec) => !recorded(spec) && isProperty(spec)));
    // Each project's unrecorded property files before its other files, the projects in vitest's order.
    const projects = [...new Set(sorted.map((spec) => spec.project))];
    return projects.flatMap((project) => {
      const own = sorted.filter((spec) => spec.project === project);
      return [...own.filter((spec) => first.has(spec)), ...own.filter((spec) => !first.has(spec))];
    });
  }
}
