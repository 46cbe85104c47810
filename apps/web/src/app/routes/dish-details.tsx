import { useSyncExternalStore } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { DishDetailsDialog } from '@/features/menu/components/dish-details';

/**
 * /menu/{id}: the dish's details over the menu. The menu stays mounted beneath, so closing returns to
 * it as it was (filters, "Voir plus", scroll); opened from the home page, closing goes back there.
 */
export default function DishDetailsPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  // A first visit (a shared link) has nothing to go back to on this site: closing shows the menu.
  const close = () =>
    location.key === 'default' ? void navigate(paths.menu, { preventScrollReset: true }) : void navigate(-1);
  // The server renders the menu beneath (decision 0032); the dialog, a portal with its focus trap, opens once
  // the page has hydrated: a portal cannot be hydrated.
  const hydrated = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  if (!hydrated) return null;
  // Keyed by id: another dish starts from its own state, not the previous one's.
  return <DishDetailsDialog key={id} id={id} onClose={close} />;
}

const noChange = () => () => undefined;
