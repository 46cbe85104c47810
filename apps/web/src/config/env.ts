import { z } from 'zod';

const schema = z.object({
  VITE_API_URL: z.string().default('/api'),
});

/** Build-time configuration, parsed once. */
export const env = schema.parse(import.meta.env);
