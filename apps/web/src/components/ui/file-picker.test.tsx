import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FilePicker } from './file-picker';

function Harness({ error }: { error?: string }) {
  const [file, setFile] = useState<File | undefined>();
  return (
    <FilePicker
      label="Photo du dirigeant"
      accept="image/png"
      file={file}
      onChange={setFile}
      error={error}
      hint="PNG"
    />
  );
}

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:apercu'), revokeObjectURL: vi.fn() }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('FilePicker', () => {
  it('speaks French, shows the chosen picture with its name and size, and lets it go', () => {
    render(<Harness />);
    screen.getByText('Aucun fichier choisi');
    screen.getByText('Choisir une image');

    const input = screen.getByLabelText(/^Photo du dirigeant/) as HTMLInputElement;
    const file = new File([new Uint8Array(2048)], 'dirigeant.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });

    screen.getByText('dirigeant.png');
    screen.getByText('· 2 Ko', { exact: false });
    expect(screen.getByRole('img', { name: 'Aperçu : Photo du dirigeant' }).getAttribute('src')).toBe(
      'blob:apercu',
    );
    screen.getByText('Changer');

    const remove = screen.getByRole('button', { name: 'Retirer' });
    expect(remove.getAttribute('aria-describedby')).toBe(input.getAttribute('id') + '-label');
    fireEvent.click(remove);
    screen.getByText('Aucun fichier choisi');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('marks the input invalid and points it at its message and hint', () => {
    render(<Harness error="Image trop lourde" />);
    const input = screen.getByLabelText(/^Photo du dirigeant/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = input
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Image trop lourde', 'PNG']);
  });
});
