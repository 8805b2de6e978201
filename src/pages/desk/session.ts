import { Refusal, TOKEN_CODES } from '../lib/api';
import { TokenStore } from '../lib/token';

/** The desk's ADMIN token, and what to do when the server refuses it (main.ts shows the sign-in form). */
const store = new TokenStore('faceoff.token.desk');
store.adoptFromFragment();

export const tokens = store;
export const token = (): string => store.get();

let onRefused: (error: Refusal) => void = () => undefined;

export function whenTokenRefused(handler: (error: Refusal) => void): void {
  onRefused = handler;
}

/** True when the error was the token's own refusal (the sign-in form is shown); false for any other error. */
export function handleTokenRefusal(error: unknown): boolean {
  if (error instanceof Refusal && TOKEN_CODES.has(error.code)) {
    onRefused(error);
    return true;
  }
  return false;
}
