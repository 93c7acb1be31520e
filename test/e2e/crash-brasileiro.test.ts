// The crash test (issue 7) for brasileiro: test/e2e/support/crash.ts.
import { crashTests } from './support/crash.ts';

crashTests('brasileiro');
