import { lazy } from 'react';

/**
 * The choices' dialog of a dish, fetched when a dish with choices is first added: the menu and the home page do
 * not carry it.
 */
export const DishOptionsDialog = lazy(() => import('./dish-options-dialog'));
