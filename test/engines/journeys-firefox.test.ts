// The key journeys (test/engines/journeys.ts) in firefox.
import { journeys } from './journeys.ts';

journeys('firefox');
