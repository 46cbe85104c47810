// The menu as other features use it (STYLE.md): only this file is imported from outside the feature.
export { getMenuQueryOptions, menuQueryKey, useMenu } from './api/get-menu';
export { AdvanceNoticeBadge } from './components/advance-notice-badge';
export { CategoryIcon } from './components/category-icon';
export { DishCard } from './components/dish-card';
export { isVeganCategory, orderVeganFirst } from './utils/categories';
export { ALL_CATEGORIES, filterByCategory } from './utils/dishes';
export { foldText } from './utils/text';
