import { Queue } from '../features/queue/Queue';

export default function QueuePage() {
  return <Queue />;
}
