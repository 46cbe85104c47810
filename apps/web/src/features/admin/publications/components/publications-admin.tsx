// Placeholder while this section is being built (issue 10); replaced by its screen.
export function PublicationsAdmin() {
  return <h1 className="h3 container-fluid py-3">Publications</h1>;
}
