// The crash test (issue 7) for draw5: test/e2e/support/crash.ts.
import { crashTests } from './support/crash.ts';

crashTests('draw5');
