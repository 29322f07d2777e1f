import { and, asc, count, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { files, invitations, profiles, projects } from '../../db/schema/index.js';

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = Pick<
  typeof files.$inferInsert,
  'profileId' | 'kind' | 'path' | 'fileName' | 'fileSize' | 'mimeType'
>;

/** The caller's profile id, locked until the transaction ends so concurrent uploads count correctly. */
export async function lockProfileIdOfUser(db: Database, userId: number): Promise<number | undefined> {
  const [row] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, userId)).for('update');
  return row?.id;
}

/** Deletes pending uploads created before `before` (their URLs have expired); returns their paths. */
export async function deleteStalePendingFiles(db: Database, profileId: number, before: Date): Promise<string[]> {
  const rows = await db
    .delete(files)
    .where(and(eq(files.profileId, profileId), isNull(files.uploadedAt), lt(files.createdAt, before)))
    .returning({ path: files.path });
  return rows.map((row) => row.path);
}

export async function countFilesOfProfile(db: Database, profileId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(files).where(eq(files.profileId, profileId));
  return row?.total ?? 0;
}

export async function insertFile(db: Database, values: NewFileRow): Promise<FileRow> {
  const [row] = await db.insert(files).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findFileById(db: Database, id: number): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row;
}

/** The file when its profile belongs to the user; otherwise undefined (the caller answers 404). */
export async function findOwnedFile(db: Database, id: number, userId: number): Promise<FileRow | undefined> {
  const [row] = await db
    .select({ file: files })
    .from(files)
    .innerJoin(profiles, eq(profiles.id, files.profileId))
    .where(and(eq(files.id, id), eq(profiles.userId, userId)))
    .limit(1);
  return row?.file;
}

/**
 * The file when the user may read it: their own, or a CV of an expert who accepted an invitation to
 * one of the user's projects (docs/api.md#invitations-and-squads: after accepting, the owner reads the expert's CVs).
 */
export async function findReadableFile(db: Database, id: number, userId: number): Promise<FileRow | undefined> {
  const [row] = await db
    .select({ file: files })
    .from(files)
    .innerJoin(profiles, eq(profiles.id, files.profileId))
    .where(
      and(
        eq(files.id, id),
        or(
          eq(profiles.userId, userId),
          and(
            eq(files.kind, 'cv'),
            sql`exists (select 1 from ${invitations} i join ${projects} pr on pr.id = i.project_id
              join ${profiles} op on op.id = pr.profile_id
              where i.profile_id = ${files.profileId} and i.status = 'accepted' and op.user_id = ${userId})`,
          ),
        ),
      ),
    )
    .limit(1);
  return row?.file;
}

export async function listUploadedFilesOfUser(db: Database, userId: number): Promise<FileRow[]> {
  const rows = await db
    .select({ file: files })
    .from(files)
    .innerJoin(profiles, eq(profiles.id, files.profileId))
    .where(and(eq(profiles.userId, userId), isNotNull(files.uploadedAt)))
    .orderBy(asc(files.id));
  return rows.map((row) => row.file);
}

/** Sets uploaded_at once; undefined when the file is gone or was already marked. */
export async function markFileUploaded(db: Database, id: number): Promise<FileRow | undefined> {
  const [row] = await db
    .update(files)
    .set({ uploadedAt: new Date() })
    .where(and(eq(files.id, id), isNull(files.uploadedAt)))
    .returning();
  return row;
}

export async function deleteFileRow(db: Database, id: number): Promise<void> {
  await db.delete(files).where(eq(files.id, id));
}
