import { addDays, todayInRome } from '@portale/contract/business-date';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { SaveCartModal } from './save-cart-modal';

const italian = (iso: string) => iso.split('-').reverse().join('/');

function setup(initialValidUntil: string | null = null) {
  const onSave = vi.fn();
  renderWithProviders(<SaveCartModal opened quoteId={null} initialName="Rossi" initialValidUntil={initialValidUntil} saving={false} onClose={() => undefined} onSave={onSave} />);
  return { onSave, date: screen.getByRole('textbox', { name: 'Valido fino al' }) };
}

// userEvent types a character at a time: slow on a loaded machine.
describe("'Salva preventivo': the validity (issue 55, point 4)", { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it.each([
    ['a past date', '01/01/2026', /non può essere prima del/],
    ['an impossible date', '31/02/2027', /Data non valida/],
    ['a date past a year', italian(addDays(todayInRome(), 400)), /non può essere dopo il/],
  ])('refuses %s typed into the field with a message, never a silent clear', async (_name, typed, message) => {
    const { onSave, date } = setup();
    await userEvent.type(date, typed);
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText(message)).toBeTruthy();
    expect((date as HTMLInputElement).value).toBe(typed);
  });

  it('offers the validity the quote has, to be carried into the next version', async () => {
    const chosen = addDays(todayInRome(), 16);
    const { onSave, date } = setup(chosen);
    expect((date as HTMLInputElement).value).toBe(italian(chosen));
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(onSave).toHaveBeenCalledWith({ name: 'Rossi', validUntil: chosen });
  });

  it('takes a valid date typed in', async () => {
    const { onSave, date } = setup();
    const typed = addDays(todayInRome(), 20);
    await userEvent.type(date, italian(typed));
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(onSave).toHaveBeenCalledWith({ name: 'Rossi', validUntil: typed });
  });
});
