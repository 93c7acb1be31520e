// The crash test (issue 7) for baseball: test/e2e/support/crash.ts.
import { crashTests } from './support/crash.ts';

crashTests('baseball');
