import { waitPhrase } from '../../src/plugins/rate-limit';

it('says how long to wait in Indonesian and English, singular or plural', () => {
  expect(waitPhrase(55)).toEqual({ id: '55 detik', en: '55 seconds' });
  expect(waitPhrase(0.2)).toEqual({ id: '1 detik', en: '1 second' });
  expect(waitPhrase(59.98)).toEqual({ id: '1 menit', en: '1 minute' });
  expect(waitPhrase(61)).toEqual({ id: '2 menit', en: '2 minutes' });
  expect(waitPhrase(3600)).toEqual({ id: '1 jam', en: '1 hour' });
  expect(waitPhrase(7201)).toEqual({ id: '3 jam', en: '3 hours' });
});
