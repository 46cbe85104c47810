import { Component, type ReactNode } from 'react';

/**
 * A page whose code could not be downloaded (offline and never opened on this phone, or removed by an update since
 * the page was loaded) says so in French and offers to try again, instead of leaving a blank screen. Kept small:
 * it is part of every first page's script.
 */
export class PageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="container py-5 text-center" role="alert">
        <h1 className="h4">Page indisponible</h1>
        <p>Cette page n’a pas pu être chargée : vérifiez votre connexion, puis réessayez.</p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Réessayer
        </button>
      </div>
    );
  }
}
