/** A Lingui catalogue, compiled from its .po file when imported (see vite.config.ts). */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
