import { describe, expect, it } from 'vitest';
import { serverSearchTerm } from './order-search';

describe('order search', () => {
  it('asks the server for an id, 3+ phone digits or words of a name, within its 40 characters', () => {
    expect(serverSearchTerm('#12')).toBe('12');
    expect(serverSearchTerm(' 98765 ')).toBe('98765');
    expect(serverSearchTerm('+91 98765')).toBe('+91 98765');
    expect(serverSearchTerm(' Asha Men ')).toBe('Asha Men');
    expect(serverSearchTerm('മീര')).toBe('മീര');
    expect(serverSearchTerm('98')).toBe('98');
    expect(serverSearchTerm('a9')).toBe('a9');
    expect(serverSearchTerm('Anu Kunjappan Pulikkottil Veetil Sreedha')).toHaveLength(40);
    for (const term of ['', '  ', '#', '+9', '- 1 -', 'a'.repeat(41)]) expect(serverSearchTerm(term), term).toBeNull();
  });
});
