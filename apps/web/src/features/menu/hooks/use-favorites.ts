// The heart of a dish card: kept on the account when logged in, in this browser otherwise (issue 11).
export { useFavorites } from '@/features/favorites';
