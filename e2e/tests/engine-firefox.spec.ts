import { openFirefox } from '../support/engines/firefox';
import { walkTheJourneys } from '../support/engines/walk';

// Firefox ESR, as fans on laptops often use it (issue 72, ADR-291).
walkTheJourneys('firefox', openFirefox);
