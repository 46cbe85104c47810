import href from '../components/kitchen-ticket.css?url';

let loaded: Promise<void> | undefined;

/**
 * Links the ticket's stylesheet once, and resolves when it applies: a file of the site, so the CSP lets it in
 * (an inline `<style>` it refuses), and a file of its own, so the public pages do not carry it. Printing waits for
 * it, or the page would go out at the printer's default size. A failed load resolves too (a ticket on the wrong
 * paper is better than none) and is tried again at the next ticket.
 */
export function ticketStylesheet(): Promise<void> {
  loaded ??= new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => {
      link.remove();
      loaded = undefined;
      resolve();
    };
    document.head.appendChild(link);
  });
  return loaded;
}
