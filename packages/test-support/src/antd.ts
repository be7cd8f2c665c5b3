import { fireEvent, screen, waitFor } from '@testing-library/react';

/** Opens the antd Select labelled `label` and clicks the option whose text matches. */
export async function choose(label: string, option: string | RegExp) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const matches = (el: Element) => (typeof option === 'string' ? el.textContent === option : option.test(el.textContent ?? ''));
  let hit: Element | undefined;
  await waitFor(() => {
    // the visible dropdown list (the role=option nodes of antd's accessible list only carry the values)
    hit = [...document.querySelectorAll('.ant-select-item-option')].find(matches);
    if (!hit) throw new Error(`no option ${String(option)} in ${label}`);
  });
  fireEvent.click(hit!);
}

/** The validation messages a form shows now. */
export function formErrors(): string[] {
  return [...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent ?? '');
}
