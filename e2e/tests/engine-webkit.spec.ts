import { walkTheJourneys } from '../support/engines/walk';
import { openWebKit } from '../support/engines/webkit';

// WebKit, the engine of every browser on an iPhone (issue 72, ADR-291).
walkTheJourneys('webkit', openWebKit);
