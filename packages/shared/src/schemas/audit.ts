import { z } from 'zod';

/** One staff action as admins read it in the audit log: who, what, on which record, before and after. */
export const auditEntrySchema = z.object({
  id: z.string(),
  actor_id: z.string(),
  actor_name: z.string(),
  actor_email: z.string(),
  action: z.string(),
  subject_type: z.string(),
  subject_id: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/**
 * GET /api/admin/audit query: newest first, optionally one record's history, paged by `before` (the last
 * entry's created_at) and `before_id` (its id, which orders entries written in the same millisecond).
 */
export const auditListQuerySchema = z.object({
  subject_type: z.string().max(40).optional(),
  subject_id: z.string().max(80).optional(),
  before: z.string().max(40).optional(),
  before_id: z.string().max(80).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const auditListSchema = z.object({ entries: z.array(auditEntrySchema) });
