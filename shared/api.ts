import { z } from 'zod';

// Every error response of the API has this shape (spec section 8): detail is a string, or a list of
// field errors each with a msg.
export const FieldErrorSchema = z.object({ msg: z.string(), loc: z.array(z.string()).optional() });
export const ErrorBodySchema = z.object({
  detail: z.union([z.string(), z.array(FieldErrorSchema)]),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
export type FieldError = z.infer<typeof FieldErrorSchema>;

export const DEFAULT_API_PREFIX = '/api';

/** Public capabilities the client reads at start-up (plans depend on the season switch). */
export const PublicConfigSchema = z.object({
  product_name: z.string(),
  application_season: z.boolean(),
  premium_available: z.boolean(),
  premium_unavailable_reason: z.string().nullable(),
  pdf_export_available: z.boolean(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

export { PRODUCT_NAME } from './product';
