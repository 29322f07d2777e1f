import { useController, useFormContext, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { afterPress } from './after-press';
import { fieldErrorText } from './form-messages';

type FieldForm<T extends FieldValues, TOut> = Pick<
  UseFormReturn<T, unknown, TOut>,
  'control' | 'trigger' | 'getFieldState'
>;

/**
 * The widget props (name, value, onChange, onBlur, error) of one field of `form`. `deps`: fields
 * validated again when this one changes or is left (the re-entered password), once they were touched
 * or typed in: docs/product.md#forms-and-validation shows a message only "after touched or dirty".
 *
 * The forms validate `onTouched`: a field is checked when left, then as it is typed in. Two
 * additions: a message shown on a field not yet left (a dependent field's, a server's) also follows
 * the typing; and the check on leaving waits until a press is over (afterPress), so a message
 * appearing or going never moves the button being clicked from under the pointer.
 */
export function useFormField<T extends FieldValues, N extends FieldPath<T>, TOut extends FieldValues = T>(
  form: FieldForm<T, TOut>,
  name: N,
  deps: FieldPath<T>[] = [],
) {
  const { field, fieldState, formState } = useController<T, N, TOut>({ control: form.control, name });
  const { isSubmitted } = formState;
  const validateDeps = () => {
    for (const dep of deps) {
      const state = form.getFieldState(dep);
      if (isSubmitted || state.isTouched || state.isDirty || state.error) void form.trigger(dep);
    }
  };
  return {
    name,
    value: field.value,
    onChange: (value: unknown) => {
      field.onChange(value);
      // onTouched re-validates on change only once the field was left (or the form submitted).
      if (fieldState.error && !fieldState.isTouched && !isSubmitted) void form.trigger(name);
      validateDeps();
    },
    onBlur: () =>
      afterPress(() => {
        field.onBlur();
        validateDeps();
      }),
    // Contract rules and the server report keys (`invalidPhone`, `otherRequiresText`): show the words users read.
    error: fieldState.error?.message ? fieldErrorText(name, fieldState.error.message) : null,
  };
}

/** A hook for the fields of forms of type T: useFormField with the form of the surrounding FormProvider. */
export function fieldHookFor<T extends FieldValues>() {
  return function useContextField<N extends FieldPath<T>>(name: N, deps?: FieldPath<T>[]) {
    return useFormField(useFormContext<T>(), name, deps);
  };
}
