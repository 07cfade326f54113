/**
 * The one map of TanStack Query keys. Keys that belong to the signed-in member start with 'me':
 * they are dropped whenever the member changes (see app/providers.tsx).
 */
export const queryKeys = {
  me: {
    all: ['me'] as const,
    referral: ['me', 'referral'] as const,
  },
  auth: {
    captcha: ['auth', 'captcha'] as const,
  },
  catalogue: {
    stats: ['catalogue', 'stats'] as const,
  },
  popup: ['popup'] as const,
} as const;
