jest.mock('@emotion/cache', () => {
  const actual = jest.requireActual('@emotion/cache');
  const create = actual.default ?? actual;
  const detached = () => document.createElement('div');
  const wrapped = (options: Record<string, unknown>) =>
    create({ ...options, container: detached() });
  return { __esModule: true, default: wrapped };
});
