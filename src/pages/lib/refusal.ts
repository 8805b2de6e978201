/*
 * What can go wrong with a request, told apart (lib/api.ts sends them): here, apart from the browser
 * code, so the pure modules that make a refusal (lib/game-log.ts) need no DOM.
 */

/** No answer from the server, or one that is not GraphQL: retrying the same request may work. */
export class NetworkProblem extends Error {
  override readonly name = 'NetworkProblem';
}

/** The server answered with GraphQL errors; `code` is the first one's `extensions.code`. */
export class Refusal extends Error {
  override readonly name = 'Refusal';
  constructor(
    readonly code: string,
    message: string,
    /** The input fields the server named (`input.name`), each with its own message: a form shows them beside the field. */
    readonly fields: ReadonlyArray<{ field: string; message: string }> = [],
    /** The refusal's other details as the server gave them (setLineup's `ineligible` players, say). */
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
  }
}
