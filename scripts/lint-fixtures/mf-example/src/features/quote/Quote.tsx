// Breaks the shape twice: a feature importing another feature, and a feature importing a page.
import { Invoice } from '../billing/Invoice';
import QuotePage from '../../pages/QuotePage';
import { total } from './total';

export function Quote() {
  return <Invoice key={total()} />;
}
export const page = QuotePage;
