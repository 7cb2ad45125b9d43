// Breaks the part's shape twice: ui/ sits below features, and nothing but Desk.tsx imports a page.
import { Report } from '../features/reports/Report';
import QueuePage from '../pages/QueuePage';

export const Panel = () => <Report key={String(QueuePage)} />;
