import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import type { QuantityRule } from '@portale/contract/quantity-rules';
import { QuantityInput } from './quantity-input';

/** The input as the cart uses it: the committed quantity comes back as the new value. */
function Harness({ onCommit, unit = 'PZ', start = 2, rule }: { onCommit: (q: number) => void; unit?: string; start?: number; rule?: QuantityRule }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <QuantityInput
        value={value}
        unit={unit}
        rule={rule}
        label="Quantità LV-1"
        onCommit={(q) => {
          onCommit(q);
          setValue(q);
        }}
      />
      <button type="button" onClick={() => setValue(9)}>
        Dall'altro dispositivo
      </button>
    </>
  );
}

/** The field, rendered in the harness, with the spy its commits go to. */
function setup(props: { unit?: string; start?: number; rule?: QuantityRule } = {}) {
  const onCommit = vi.fn();
  renderWithProviders(<Harness onCommit={onCommit} {...props} />);
  return { onCommit, field: screen.getByRole('textbox', { name: 'Quantità LV-1' }) };
}

describe('QuantityInput', () => {
  afterEach(cleanup);

  it('commits a valid quantity once typing pauses, and only the last one', async () => {
    const { onCommit, field } = setup();
    await userEvent.type(field, '1');
    await userEvent.type(field, '5');
    expect(onCommit).not.toHaveBeenCalled();
    await waitFor(() => expect(onCommit).toHaveBeenCalledTimes(1));
    expect(onCommit).toHaveBeenCalledWith(215);
    expect(field).toHaveValue('215');
  });

  it('shows why an entry is invalid, never commits it, and puts the quantity back on blur', async () => {
    const { onCommit, field } = setup();
    await userEvent.clear(field);
    await userEvent.type(field, '2.5');
    expect(screen.getByText('Scrivere la quantità senza punti')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await act(() => userEvent.tab());
    expect(field).toHaveValue('2');
    expect(screen.queryByText('Scrivere la quantità senza punti')).toBeNull();
    await new Promise((r) => setTimeout(r, 200));
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('commits at once on blur, without waiting for the pause', async () => {
    const { onCommit, field } = setup();
    await userEvent.clear(field);
    await userEvent.type(field, '1500');
    await act(() => userEvent.tab());
    expect(onCommit).toHaveBeenCalledWith(1500);
    // No thousands dot in the field: it must accept what it shows, and a dot is refused there.
    expect(field).toHaveValue('1500');
  });

  it('a quantity changed elsewhere replaces what was being typed', async () => {
    const { onCommit, field } = setup();
    await userEvent.type(field, 'x');
    expect(onCommit).not.toHaveBeenCalled();
    expect(screen.getByText('Quantità non valida: usare solo cifre')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: "Dall'altro dispositivo" }));
    expect(field).toHaveValue('9');
    expect(screen.queryByText('Quantità non valida: usare solo cifre')).toBeNull();
  });

  it('accepts a decimal comma for units sold by measure', async () => {
    const { onCommit, field } = setup({ unit: 'MT', start: 1 });
    await userEvent.clear(field);
    await userEvent.type(field, '2,5');
    await waitFor(() => expect(onCommit).toHaveBeenCalledWith(2.5));
    expect(field).toHaveValue('2,5');
  });

  it("explains a quantity that breaks the pack rules, commits nothing, and takes the offered one in one tap (issue 56)", async () => {
    const user = userEvent.setup();
    const { onCommit, field } = setup({ start: 12, rule: { min: 12, multiple: 6 } });
    await user.clear(field);
    await user.type(field, '15');
    expect(await screen.findByText('Minimo 12 pezzi, a multipli di 6: 18?')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 300));
    expect(onCommit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Usa 18' }));
    expect(onCommit).toHaveBeenCalledWith(18);
    expect(field).toHaveValue('18');
    expect(screen.queryByText(/Minimo 12 pezzi/)).toBeNull();
  });

  it('steps by the pack with the arrow keys, never below the minimum', async () => {
    const user = userEvent.setup();
    const { onCommit, field } = setup({ start: 12, rule: { min: 12, multiple: 6 } });
    await user.click(field);
    await user.keyboard('{ArrowUp}');
    expect(onCommit).toHaveBeenLastCalledWith(18);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(field).toHaveValue('12');
  });
});
