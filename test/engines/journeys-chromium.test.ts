// The key journeys (test/engines/journeys.ts) in chromium.
import { journeys } from './journeys.ts';

journeys('chromium');
