import { ValidationError } from 'yup';
import { labResetSchema } from './labDeskSchema';

function codes(value: unknown): Record<string, string> {
  try {
    labResetSchema().validateSync(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const found: Record<string, string> = {};
    for (const inner of error.inner) {
      const code = (inner.message as unknown as { code: string }).code;
      if (inner.path && !(inner.path in found)) found[inner.path] = code;
    }
    return found;
  }
}

test('a lab reset names the version and the reason it lacks', () => {
  expect(codes({})).toEqual({ version: 'deskVersionRequired', reason: 'deskResetReasonRequired' });
  expect(codes({ version: '2', reason: '   ' })).toEqual({
    version: 'deskVersionRequired',
    reason: 'deskResetReasonRequired',
  });
});

test('a lab reset with a version and a reason passes, trimmed', () => {
  expect(labResetSchema().validateSync({ version: 3, reason: ' Wrong patient ' })).toEqual({
    version: 3,
    reason: 'Wrong patient',
  });
});
