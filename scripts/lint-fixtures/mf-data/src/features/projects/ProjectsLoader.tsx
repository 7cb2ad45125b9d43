// The client from useAuth().getClient() is the client too: handed to a loader in an effect, and
// its storage used in an event handler (twice wrong). Reading the session in an effect is fine.
import { useEffect } from 'react';
import { useAuth } from '../../lib/auth';
import { loadProjects } from './use-projects';

export function ProjectsLoader() {
  const { getClient } = useAuth();
  useEffect(() => {
    void getClient().then(loadProjects);
  }, [getClient]);
  useEffect(() => {
    void getClient().then((client) => client.auth.getSession());
  }, [getClient]);
  const download = async () => {
    const client = await getClient();
    await client.storage.from('files').download('a.pdf');
  };
  return (
    <button type="button" onClick={() => void download()}>
      Download
    </button>
  );
}
