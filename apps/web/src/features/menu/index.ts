// The menu as other features use it (STYLE.md): only this file is imported from outside the feature.
export { getMenuQueryOptions, menuQueryKey, useMenu } from './api/get-menu';
export { AdvanceNoticeBadge } from './components/advance-notice-badge';
export { CategoryIcon } from './components/category-icon';
export { DishCard } from './components/dish-card';
/** The choices' dialog of a dish, to load when it opens (a plain function: pages not opening it do not carry it). */
export const loadDishOptionsDialog = () => import('./components/dish-options-dialog');
// /favorites shows the hearted dishes with the menu's cards: the menu uses the favourites, never the reverse.
export { FavoritesList } from './components/favorites-list';
export { isVeganCategory, orderVeganFirst } from './utils/categories';
export { ALL_CATEGORIES, filterByCategory } from './utils/dishes';
export { foldText } from './utils/text';
