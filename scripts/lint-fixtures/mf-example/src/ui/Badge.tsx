// Breaks the shape: ui/ sits below features.
import { Quote } from '../features/quote/Quote';

export const Badge = () => <Quote />;
