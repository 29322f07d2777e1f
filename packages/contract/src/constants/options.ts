/** A fixed set of keys with the label shown for each: the one place an enum is defined. */
export interface Options<T extends string> {
  readonly values: readonly [T, ...T[]];
  readonly labels: Readonly<Record<T, string>>;
  readonly options: ReadonlyArray<{ readonly value: T; readonly label: string }>;
}

export function defineOptions<const T extends string>(
  values: readonly [T, ...T[]],
  labels: Record<T, string>,
): Options<T> {
  return {
    values,
    labels,
    options: values.map((value) => ({ value, label: labels[value] })),
  };
}
