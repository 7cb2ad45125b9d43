import { Quote } from '../features/quote/Quote';

export default function QuotePage() {
  return <Quote />;
}
