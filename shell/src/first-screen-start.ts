// A drawn page's first script (ADR-228): it holds the fan's taps (ADR-259) and starts the page's scripts once its
// picture is painted.
import { afterFirstScreenPicture } from './first-screen/after-first-screen-picture';
import { holdEarlyTaps } from './first-screen/early-taps';
import { startFirstScreenScripts } from './first-screen/first-screen-scripts';

holdEarlyTaps();
void afterFirstScreenPicture().then(() => {
  startFirstScreenScripts();
  // The locale's data, which the page's first number or date loads (a tenth of a second on a phone: ADR-265), is
  // loaded while the scripts download instead of inside the take-over.
  setTimeout(() => {
    new Intl.NumberFormat('id-ID');
    new Intl.DateTimeFormat('id-ID', { timeZone: 'Asia/Jakarta' });
  });
});
