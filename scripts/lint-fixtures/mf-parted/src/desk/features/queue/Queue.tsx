// Breaks the part's shape twice: a feature of the part importing another feature of the part, and
// the part importing a feature of its remote. Its own lib/ and the remote's lib/ are fine.
import { Report } from '../reports/Report';
import { Order } from '../../../features/orders/Order';
import { money } from '../../../lib/money';
import { oldestFirst } from '../../lib/sort';

export function Queue() {
  return (
    <>
      <Report key={oldestFirst([money(100)])[0]} />
      <Order />
    </>
  );
}
