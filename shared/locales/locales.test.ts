import { describeTranslations } from '../testing/locales';
import en from './en.json';
import id from './id.json';
import ms from './ms.json';

describeTranslations('common', { en, id, ms });
