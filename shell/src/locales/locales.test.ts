import { describeTranslations } from '@meridian/shared/testing/locales';
import en from './en.json';
import id from './id.json';
import ms from './ms.json';

describeTranslations('shell', { en, id, ms });
