import { describeTranslations } from '@meridian/shared/testing/locales';
import en from './en.json';
import id from './id.json';
import ms from './ms.json';

describeTranslations('portal account', { en, id, ms });
