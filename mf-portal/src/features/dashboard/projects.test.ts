import { DataError } from '@meridian/shared/lib/supabase-errors';
import { fakeSupabase } from '@meridian/shared/testing/fake-supabase';
import { loadProjects } from './projects';
import { loadOpenTicketCount } from './tickets';

describe('loadProjects', () => {
  it("reads the company's projects newest first", async () => {
    const { client, queries } = fakeSupabase({ respond: () => ({ data: [{ id: 'p1' }] }) });
    expect(await loadProjects(client, 'c-1')).toEqual([{ id: 'p1' }]);
    expect(queries[0]!.table).toBe('client_projects');
    expect(queries[0]!.calls).toContainEqual({ method: 'eq', args: ['company_id', 'c-1'] });
    expect(queries[0]!.calls).toContainEqual({ method: 'order', args: ['created_at', { ascending: false }] });
  });

  it('throws a refusal as a DataError of its kind', async () => {
    const { client } = fakeSupabase({ respond: () => ({ error: { code: '42501', message: 'permission denied' } }) });
    await expect(loadProjects(client, 'c-1')).rejects.toEqual(expect.objectContaining({ kind: 'denied', code: '42501' }));
    await expect(loadProjects(client, 'c-1')).rejects.toBeInstanceOf(DataError);
  });
});

describe('loadOpenTicketCount', () => {
  it("counts the company's tickets that are not resolved, without their rows", async () => {
    const { client, queries } = fakeSupabase({ respond: () => ({ count: 3 }) });
    expect(await loadOpenTicketCount(client, 'c-1')).toBe(3);
    expect(queries[0]!.calls).toContainEqual({ method: 'eq', args: ['company_id', 'c-1'] });
    expect(queries[0]!.calls).toContainEqual({ method: 'select', args: ['id', { count: 'exact', head: true }] });
    expect(queries[0]!.calls).toContainEqual({ method: 'neq', args: ['status', 'resolved'] });
  });

  it('throws when the count fails instead of saying none', async () => {
    const { client } = fakeSupabase({ respond: () => ({ error: { message: 'fetch failed' } }) });
    await expect(loadOpenTicketCount(client, 'c-1')).rejects.toEqual(expect.objectContaining({ kind: 'offline' }));
  });
});
