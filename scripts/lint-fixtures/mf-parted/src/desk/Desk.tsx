import QueuePage from './pages/QueuePage';

export default function Desk() {
  return <QueuePage />;
}
