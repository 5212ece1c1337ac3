import { useCallback, useRef, useState } from 'react';

interface ControllableStateOptions<T> {
  value: T | undefined;
  defaultValue: T;
  onChange?: ((value: T) => void) | undefined;
}

/**
 * State that the caller may own (`value` + `onChange`) or leave to the component (`defaultValue`).
 * Whether it is controlled is decided once, on mount, as React does for inputs, so a component never
 * switches owner half-way.
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: ControllableStateOptions<T>): [T, (next: T) => void] {
  const controlled = useRef(value !== undefined).current;
  const [internal, setInternal] = useState(defaultValue);
  const current = controlled ? (value as T) : internal;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const setValue = useCallback(
    (next: T) => {
      if (!controlled) {
        setInternal(next);
      }
      onChangeRef.current?.(next);
    },
    [controlled],
  );
  return [current, setValue];
}
