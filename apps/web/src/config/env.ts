/** Build-time configuration, read once. */
export const env = {
  VITE_API_URL: (import.meta.env.VITE_API_URL as string | undefined) || '/api',
};
