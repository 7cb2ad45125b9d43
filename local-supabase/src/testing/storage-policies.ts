/**
 * The owner-folder policies a product migration writes for a private bucket (docs/backend.md,
 * "Storage"): each user uploads, reads, replaces and deletes only objects under their own
 * `<user id>/` folder. The storage tests create them on their test bucket as a migration would.
 */
export function ownerFolderPolicies(bucket: string): string {
  const own = `bucket_id = '${bucket}' and (storage.foldername(name))[1] = (select auth.uid()::text)`;
  return `
  create policy "${bucket}: owners upload" on storage.objects for insert to authenticated
    with check (${own});
  create policy "${bucket}: owners read" on storage.objects for select to authenticated
    using (${own});
  create policy "${bucket}: owners replace" on storage.objects for update to authenticated
    using (${own})
    with check (${own});
  create policy "${bucket}: owners delete" on storage.objects for delete to authenticated
    using (${own});
`;
}
