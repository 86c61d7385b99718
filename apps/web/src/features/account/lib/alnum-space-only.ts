import type { UseFormRegisterReturn } from 'react-hook-form';
import { stripToAlnumSpace } from '@shop/core';

/**
 * The typed-character filter of spec 5 (address, area, landmark, city, state): anything
 * but letters, digits and spaces is dropped as it is typed or pasted (core stripToAlnumSpace).
 */
export function alnumSpaceOnly(registration: UseFormRegisterReturn): UseFormRegisterReturn {
  return {
    ...registration,
    onChange: (event: { target: HTMLInputElement; type?: unknown }) => {
      const input = event.target;
      const cleaned = stripToAlnumSpace(input.value);
      if (cleaned !== input.value) {
        const caret = (input.selectionStart ?? input.value.length) - (input.value.length - cleaned.length);
        input.value = cleaned;
        input.setSelectionRange(Math.max(0, caret), Math.max(0, caret));
      }
      return registration.onChange(event);
    },
  };
}
