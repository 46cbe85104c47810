/** True when the error is a unique-constraint violation (SQLite or PostgreSQL), optionally naming a column. */
export function isUniqueViolation(err: unknown, column?: string): boolean {
  const e = err as { code?: string; message?: string; constraint?: string; detail?: string } | undefined;
  if (e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    return column ? (e.message?.includes(column) ?? false) : true;
  }
  if (e?.code === '23505') return column ? `${e.constraint ?? ''} ${e.detail ?? ''}`.includes(column) : true;
  return false;
}

/** True when the error is a foreign-key violation (SQLite or PostgreSQL): the row refers to one that is not there. */
export function isForeignKeyViolation(err: unknown): boolean {
  const code = (err as { code?: string } | undefined)?.code;
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
}
