import '../styles.css';
import { setProjectAnnotations } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { clearAllMocks } from 'storybook/test';
import { afterEach } from 'vitest';
import * as preview from '../../.storybook/preview';

// Stories render in tests exactly as in Storybook: same decorators, same parameters.
setProjectAnnotations([preview]);

afterEach(() => {
  cleanup();
  // Story args share their `fn()` spies between stories and tests; each test starts from zero calls.
  clearAllMocks();
});
