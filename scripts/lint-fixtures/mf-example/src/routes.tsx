import QuotePage from './pages/QuotePage';

export const routes = [{ path: 'quote', Component: QuotePage }];
