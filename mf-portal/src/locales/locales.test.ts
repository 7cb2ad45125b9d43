import i18next from 'i18next';
import { describeTranslations } from '@meridian/shared/testing/locales';
import en from './en.json';
import id from './id.json';
import ms from './ms.json';

describeTranslations('portal', { en, id, ms });

describe('the wrong-code message', () => {
  // The specification's words ("Invalid or expired code", SPECIFICATION.md §8), then the count, as i18next plurals it.
  it.each([
    ['en', 4, 'Invalid or expired code. 4 attempts left.'],
    ['en', 1, 'Invalid or expired code. 1 attempt left.'],
    ['id', 4, 'Kode tidak valid atau kedaluwarsa. Tersisa 4 percobaan.'],
    ['id', 1, 'Kode tidak valid atau kedaluwarsa. Tersisa 1 percobaan.'],
    ['ms', 4, 'Kod tidak sah atau telah tamat tempoh. Tinggal 4 percubaan lagi.'],
    ['ms', 1, 'Kod tidak sah atau telah tamat tempoh. Tinggal 1 percubaan lagi.'],
  ])('in %s with %i attempts left reads “%s”', async (lng, count, text) => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng, fallbackLng: false, resources: { en: { portal: en }, id: { portal: id }, ms: { portal: ms } } });
    expect(i18n.t('mfa.invalidAttempts', { ns: 'portal', count })).toBe(text);
  });
});
