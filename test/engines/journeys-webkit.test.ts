// The key journeys (test/engines/journeys.ts) in webkit.
import { journeys } from './journeys.ts';

journeys('webkit');
