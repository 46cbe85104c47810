import { createTestApp, type DbKind, type TestApp } from '../../test/helper.js';
import { multipartPayload, type FilePart } from '../../test/multipart.js';
import { newId } from '../../lib/ids.js';

export const PASSWORD = 'Akwaba2025!';
let seq = 0;
const uniqueEmail = () => `inscrit-${Date.now()}-${++seq}@example.tg`;

export const baseFields = () => ({
  firstname: 'Afi',
  lastname: 'Mensah',
  email: uniqueEmail(),
  password: PASSWORD,
  password_confirmation: PASSWORD,
  phone: '+22890112233',
  user_status: 'particular',
});

/** An app whose sponsor grids are one active ("Parrain") and one inactive; `grilleId` is the active one. */
export async function startAccountsApp(kind: DbKind) {
  const t = await createTestApp(kind);
  const grilleId = newId();
  // The catalogue seed makes this grid in real runs; tests bring their own.
  await t.db
    .insertInto('sponsor_grilles')
    .values([
      {
        id: grilleId,
        name: 'Parrain',
        amount: 200_000,
        kit_description: 'Kit de bienvenue : 10 plats',
        active: 1,
      },
      { id: newId(), name: 'Ancienne grille', amount: 150_000, kit_description: 'Ancien kit', active: 0 },
    ])
    .execute();
  return { t, grilleId };
}

/** Registers through the multipart form, as the web's registration page sends it. */
export function registrar(t: () => TestApp) {
  return async function register(fields: Record<string, string | FilePart | undefined>) {
    const { payload, headers } = await multipartPayload(fields);
    return t().app.inject({ method: 'POST', url: '/api/users/register', payload, headers });
  };
}
