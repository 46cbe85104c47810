// The money screens' names for Lomé's clock and the board's tel: links, kept for the panels that import them.
export { lomeDate as date, lomeDateTime as dateTime, telHref } from '@/lib/lome-time';
