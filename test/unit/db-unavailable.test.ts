import { GraphQLError, locatedError } from 'graphql';
import { isDatabaseUnavailable } from '../../src/db/errors';

describe('isDatabaseUnavailable', () => {
  it('sees a refused connection that graphql-js wrapped as a value that is not an Error', () => {
    // mysql2's pool can reject with a plain object; graphql-js wraps it ("Unexpected error value: …").
    const wrapped = locatedError({ errno: -111, code: 'ECONNREFUSED', syscall: 'connect', fatal: true }, undefined);
    expect(wrapped).toBeInstanceOf(GraphQLError);
    expect(isDatabaseUnavailable(wrapped.originalError)).toBe(true);
    expect(isDatabaseUnavailable(locatedError({ code: 'SOMETHING_ELSE' }, undefined).originalError)).toBe(false);
  });
});
