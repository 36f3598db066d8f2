import { doctorCreateRules, doctorProfileRules, feeChangeRules, priceChangeRules } from './doctorsDeskRules';

test.each([
  ['profile', doctorProfileRules],
  ['new doctor', doctorCreateRules],
  ['fee', feeChangeRules],
  ['price', priceChangeRules],
])('the %s rules name exactly their schema’s fields', async (_name, rules) => {
  const schema = await rules.schema();
  expect([...rules.fields].sort()).toEqual(Object.keys(schema.fields).sort());
  expect(rules.required.every((field) => rules.fields.includes(field))).toBe(true);
});

test('a price of zero, a fee over the bound and a past day are refused with their codes', async () => {
  const schema = await feeChangeRules.schema();
  const problems = await schema
    .validate({ mode: 'online', price: '0', effective_from: '2020-01-01' }, { abortEarly: false })
    .catch((error: { inner: { path: string; message: unknown }[] }) => error.inner);
  expect(problems).toEqual([
    expect.objectContaining({ path: 'price', message: { code: 'pricePositive' } }),
    expect.objectContaining({ path: 'effective_from', message: { code: 'effectiveFromPast' } }),
  ]);
  await expect(
    schema.validate({ mode: 'online', price: '60,000', effective_from: '2999-01-01' }),
  ).rejects.toMatchObject({ message: { code: 'feeTooHigh', params: { max: '50,000' } } });
});
