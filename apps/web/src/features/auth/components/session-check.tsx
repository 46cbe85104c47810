import { useMe } from '../api/get-me';

/** P11.3: a stored token counts as logged in until /me says otherwise; mounted once for the whole app. */
export function SessionCheck() {
  useMe();
  return null;
}
