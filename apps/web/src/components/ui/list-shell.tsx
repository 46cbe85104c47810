import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router';
import { useOnline } from '@/lib/use-online';
import { LastUpdated } from './last-updated';

type Props = {
  /** The list's query, as TanStack Query answers it. */
  query: {
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    data: unknown;
    dataUpdatedAt: number;
    refetch: () => Promise<unknown>;
  };
  /** Nothing to list: the text and link that say so. */
  empty: ReactNode | null;
  loadingLabel: string;
  loadError: string;
  /** The 'Réessayer' of a failed first load turns while it asks again. */
  retrySpinner?: boolean;
  /** Between the last-update line and the list: what a failed refresh of a shown list says. */
  notice?: ReactNode;
  children: ReactNode;
};

/** A customer's list (orders, reservations): loading, a failed load to retry, when it was last updated, empty. */
export function ListShell({ query, empty, loadingLabel, loadError, retrySpinner, notice, children }: Props) {
  const online = useOnline();
  const retry = () => void query.refetch();
  return (
    <>
      {!!query.data && (!online || query.isError) && <LastUpdated at={query.dataUpdatedAt} />}
      {notice}
      {query.isPending ? (
        <div className="text-center py-5">
          <Spinner role="status">
            <span className="visually-hidden">{loadingLabel}</span>
          </Spinner>
        </div>
      ) : !query.data ? (
        <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-2">
          <span className="flex-grow-1">{loadError}</span>
          <Button size="sm" variant="outline-danger" onClick={retry} disabled={query.isFetching}>
            {retrySpinner && query.isFetching && <Spinner size="sm" className="me-2" aria-hidden="true" />}
            Réessayer
          </Button>
        </Alert>
      ) : (
        (empty ?? children)
      )}
    </>
  );
}

/** What ListShell's `empty` shows for a customer with nothing yet: a line, and where to start. */
export function EmptyList({ text, to, action }: { text: string; to: string; action: string }) {
  return (
    <div className="text-center py-5">
      <p className="text-body-secondary">{text}</p>
      <Link to={to} className="btn btn-primary">
        {action}
      </Link>
    </div>
  );
}
