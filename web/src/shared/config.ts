/**
 * Deployment settings read at build time (see web/.env.example).
 * The external addresses are not part of the spec; each deployment sets its own.
 */
const env = import.meta.env;

export const appConfig = {
  name: env.VITE_APP_NAME || 'Streaming',
  communityChatUrl: env.VITE_COMMUNITY_CHAT_URL || 'https://discord.com/',
  donationUrl: env.VITE_DONATION_URL || 'https://www.paypal.com/donate/',
} as const;

/** Title of a page, for the `<title>` element React 19 hoists into the document head. */
export function pageTitle(title: string): string {
  return `${title} – ${appConfig.name}`;
}
