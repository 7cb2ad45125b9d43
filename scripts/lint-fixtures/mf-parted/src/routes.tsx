import { lazy } from 'react';

const Desk = lazy(() => import('./desk/Desk'));

export const routes = [{ path: 'desk/*', Component: Desk }];
