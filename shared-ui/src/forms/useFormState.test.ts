import { act, renderHook, waitFor } from '@testing-library/react';
import { useFormState } from './useFormState';

type Values = { name: string; email: string };
const initialValues: Values = { name: '', email: '' };

/** A check that answers only when told, so a test can order the answers. */
function heldChecks() {
  const answers: ((errors: Record<string, string>) => void)[] = [];
  const validate = jest.fn(
    () =>
      new Promise<Record<string, string>>((resolve) => {
        answers.push(resolve);
      }),
  );
  return { validate, answers };
}

const emailRequired = async (values: Values) => (values.email ? {} : { email: 'required' });
const checkFails = async (): Promise<Record<string, string>> => {
  throw new Error('the schema could not be fetched');
};

describe('useFormState', () => {
  it('shows the last check begun, though an earlier one answers after it', async () => {
    const { validate, answers } = heldChecks();
    const { result } = renderHook(() => useFormState<Values, string>({ initialValues, validate, onSubmit: jest.fn() }));
    act(() => void result.current.setFieldValue('name', 'A'));
    act(() => void result.current.setFieldValue('name', 'Asha'));
    await act(async () => answers[1]?.({}));
    await act(async () => answers[0]?.({ name: 'too short' }));
    expect(result.current.values.name).toBe('Asha');
    expect(result.current.errors).toEqual({});
  });

  it('touches every field on a submit and sends nothing while the check finds a problem', async () => {
    const onSubmit = jest.fn(async () => undefined);
    const { result } = renderHook(() =>
      useFormState<Values, string>({ initialValues, validate: emailRequired, onSubmit }),
    );
    await act(() => result.current.submitForm());
    expect(result.current).toMatchObject({
      touched: { name: true, email: true },
      errors: { email: 'required' },
      submitCount: 1,
      isSubmitting: false,
    });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the values set just before, through setters that keep one identity', async () => {
    const onSubmit = jest.fn(async (_values: Values) => undefined);
    const { result, rerender } = renderHook(() =>
      useFormState<Values, string>({ initialValues, validate: async () => ({}), onSubmit }),
    );
    const first = result.current;
    rerender();
    expect(result.current.setFieldValue).toBe(first.setFieldValue);
    expect(result.current.submitForm).toBe(first.submitForm);
    // As a "send a new code" does: a value set, then a submit from the render before it.
    await act(() => first.setFieldValue('email', 'asha@example.in', false).then(() => first.submitForm()));
    expect(onSubmit).toHaveBeenCalledWith({ name: '', email: 'asha@example.in' });
  });

  it('is submitting until the send settles, and free again when its check could not run', async () => {
    const sends: (() => void)[] = [];
    const onSubmit = () => new Promise<void>((resolve) => sends.push(resolve));
    const { result, rerender } = renderHook(
      ({ validate }) => useFormState<Values, string>({ initialValues, validate, onSubmit }),
      { initialProps: { validate: checkFails } },
    );
    await act(() => expect(result.current.submitForm()).rejects.toThrow('could not be fetched'));
    expect(result.current.isSubmitting).toBe(false);

    rerender({ validate: async () => ({}) });
    let sending: Promise<void> = Promise.resolve();
    act(() => {
      sending = result.current.submitForm();
    });
    await waitFor(() => expect(result.current.isSubmitting).toBe(true));
    await act(async () => {
      sends[0]?.();
      await sending;
    });
    expect(result.current.isSubmitting).toBe(false);
  });

  it('resets to the values given, with nothing touched, shown or tried', async () => {
    const { result } = renderHook(() =>
      useFormState<Values, string>({ initialValues, validate: emailRequired, onSubmit: jest.fn() }),
    );
    await act(() => result.current.submitForm());
    act(() => result.current.resetForm({ values: { name: 'Asha', email: '' } }));
    expect(result.current).toMatchObject({
      values: { name: 'Asha', email: '' },
      errors: {},
      touched: {},
      submitCount: 0,
      isSubmitting: false,
    });
  });
});
