import Alert from 'react-bootstrap/Alert';

/** After "Commander à nouveau": the dishes of that order the cart could not take back, one sentence each. */
export function UnavailableDishes({ sentences }: { sentences: readonly string[] }) {
  if (sentences.length === 0) return null;
  return (
    <Alert variant="warning" className="mb-4" data-testid="unavailable-dishes">
      <ul className="list-unstyled mb-0">
        {sentences.map((s) => (
          <li key={s}>{s}.</li>
        ))}
      </ul>
    </Alert>
  );
}
