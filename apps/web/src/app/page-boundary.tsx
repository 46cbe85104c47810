import { Component, type ReactNode } from 'react';

type State = { failed: boolean };

/**
 * A page whose code could not be downloaded (offline and never opened on this phone, or removed by an update since
 * the page was loaded) says so in French and offers to try again, instead of leaving a blank screen.
 */
export class PageBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    return (
      <div className="container py-5 text-center" role="alert">
        <h1 className="h4">Page indisponible</h1>
        <p className="text-body-secondary">
          {offline
            ? 'Vous êtes hors ligne et cette page n’a pas encore été ouverte sur ce téléphone. Elle s’ouvrira dès le retour de la connexion.'
            : 'Cette page n’a pas pu être chargée. Vérifiez votre connexion puis réessayez.'}
        </p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Réessayer
        </button>
      </div>
    );
  }
}
