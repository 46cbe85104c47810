// What other features use of the favourites (STYLE.md): the menu's dish card reads and toggles its heart here.
export { useFavorites } from './hooks/use-favorites';
