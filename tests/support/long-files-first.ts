// Vitest runs the files it has no timings for largest first: on a clean clone (CI) the
// embedded-database suite (~33 s, most of it waiting for PostgreSQL and app processes to
// start and stop) came last, with the other worker process idle for its whole run. With
// timings (a second local run) it comes first anyway; this makes CI do the same.
import { BaseSequencer, type TestSpecification } from "vitest/node";

const LONG_FILES = [
  /tests\/integration\/embedded-database\.test\.ts$/,
  // two app instances, a worker and a load through a proxy, one after another in one file
  /tests\/integration\/scale\.test\.ts$/,
];

export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const isLong = (file: TestSpecification) => LONG_FILES.some((re) => re.test(file.moduleId));
    return [...sorted.filter(isLong), ...sorted.filter((file) => !isLong(file))];
  }
}
