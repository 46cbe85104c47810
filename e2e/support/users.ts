import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';

export const TEST_PASSWORD = 'Motdepasse1!';

export type UserStatus = 'particular' | 'company' | 'apporteur' | 'sponsor';

/** The user object the API returns at login (P12.3 User); tests read what they need. */
export type ApiUser = {
  id: string;
  firstname: string;
  lastname?: string | null;
  email: string;
  user_status: UserStatus;
  [key: string]: unknown;
};

export type RegisterOptions = {
  user_status?: UserStatus;
  firstname?: string;
  lastname?: string;
  email?: string;
  phone?: string;
  password?: string;
  /** Extra multipart fields: sponsor_id, sponsor_grille_id, company fields... */
  extra?: Record<string, string>;
};

export type RegisteredUser = {
  email: string;
  password: string;
  token: string;
  user: ApiUser;
  /** The registration response body (requires_payment, payment_info...). */
  registration: Record<string, unknown>;
  headers: { authorization: string };
};

async function json(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string) {
  if (!response.ok()) {
    throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
  }
  return (await response.json()) as Record<string, unknown>;
}

/** Registers a new account through the public API (unique e-mail per call) and logs it in. */
export async function registerUser(
  request: APIRequestContext,
  options: RegisterOptions = {},
): Promise<RegisteredUser> {
  const email = options.email ?? `e2e-${randomUUID().slice(0, 12)}@example.com`;
  const password = options.password ?? TEST_PASSWORD;
  const registration = await json(
    await request.post('/api/users/register', {
      multipart: {
        firstname: options.firstname ?? 'Kossi',
        lastname: options.lastname ?? 'Agbeko',
        email,
        password,
        password_confirmation: password,
        phone: options.phone ?? '90112233',
        user_status: options.user_status ?? 'particular',
        ...options.extra,
      },
    }),
    'POST /api/users/register',
  );
  const login = (await json(
    await request.post('/api/users/login', { data: { email, password } }),
    'POST /api/users/login',
  )) as { authorisation: { token: string }; user: ApiUser };
  const token = login.authorisation.token;
  return {
    email,
    password,
    token,
    user: login.user,
    registration,
    headers: { authorization: `Bearer ${token}` },
  };
}

/**
 * The demo admin of the seed (docs/demo.md), logged in through the API: admin and staff accounts are made from the
 * command line, never through the site. `headers` for API calls, the session for loginInBrowser.
 */
export async function adminSession(
  request: APIRequestContext,
): Promise<{ token: string; user: ApiUser; headers: { authorization: string } }> {
  const login = (await json(
    await request.post('/api/users/login', { data: { email: 'admin@chezmama.tg', password: 'Demo1234!' } }),
    'POST /api/users/login (admin@chezmama.tg)',
  )) as { authorisation: { token: string }; user: ApiUser };
  const token = login.authorisation.token;
  return { token, user: login.user, headers: { authorization: `Bearer ${token}` } };
}

/** Puts the session in localStorage before any page script runs, as a successful login would (P12.4). */
export async function loginInBrowser(page: Page, session: { token: string; user: ApiUser }): Promise<void> {
  await page.addInitScript(
    ({ token, user }) => {
      // about:blank has no storage; the app's origin does.
      if (location.protocol !== 'http:') return;
      // Only on the first document: a test that logs out must stay logged out after a reload.
      if (sessionStorage.getItem('e2e:session-set')) return;
      sessionStorage.setItem('e2e:session-set', '1');
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token: session.token, user: session.user },
  );
}

/**
 * Another person in the same journey (staff at the board, the customer on their phone): a browser context of
 * their own, logged in, at `path`. `page.context().close()` ends it.
 */
export async function openAs(
  browser: Browser,
  session: { token: string; user: ApiUser },
  path: string,
): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginInBrowser(page, session);
  await page.goto(path);
  return page;
}
