/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Product name shown in the logo and page titles. */
  readonly VITE_APP_NAME?: string;
  /** The community's external chat group (login page button). */
  readonly VITE_COMMUNITY_CHAT_URL?: string;
  /** External payment page opened by the donate button. */
  readonly VITE_DONATION_URL?: string;
  /** Support address used by the ban page's contest link and the contact page. */
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
