// What other features read of the session (STYLE.md): only this file is imported from outside the feature.
export { useMe } from './api/get-me';
export { authActions, useAuth, type StoredUser } from './hooks/use-auth';
export { withReturn } from './utils/redirect-target';
