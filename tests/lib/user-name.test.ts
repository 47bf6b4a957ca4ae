import { namesOf, userName } from '@/lib/user-name';

describe('a person as the product shows them', () => {
  it.each([
    [{ firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com' }, 'Ana Ruiz'],
    [{ firstName: 'Cher', lastName: '', email: 'cher@example.com' }, 'Cher'],
    [{ firstName: '', lastName: '', email: 'qa.newbie2@demo.test' }, 'qa.newbie2@demo.test'],
    [{ firstName: '  ', lastName: ' ', email: 'blank@example.com' }, 'blank@example.com'],
    [undefined, ''],
  ])('%p → %p', (person, shown) => {
    expect(userName(person)).toBe(shown);
  });

  it('keeps the names alone apart from the email fallback', () => {
    expect(namesOf({ firstName: '', lastName: '', email: 'x@example.com' })).toBe('');
    expect(namesOf({ firstName: 'Ana', lastName: 'Ruiz' })).toBe('Ana Ruiz');
  });
});
