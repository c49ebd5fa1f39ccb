import { describe, expect, it } from 'vitest';
import { hopelessRefusal } from './refusals';

describe('hopelessRefusal (issue 53, point 16)', () => {
  it("says when retrying the same request cannot work, instead of offering only 'Riprova'", () => {
    expect(hopelessRefusal({ code: 'NOT_FOUND', error: 'Cliente non trovato' })).toMatch(/riprovare non servirà/);
    expect(hopelessRefusal({ code: 'BAD_REQUEST', error: 'Il cliente non è attivo: impossibile inviare l’ordine' })).toMatch(/disattivato/);
    expect(hopelessRefusal({ code: 'BAD_REQUEST', error: 'Il listino del cliente è disattivato: impossibile inviare l’ordine' })).toMatch(/listino/);
    expect(hopelessRefusal({ code: 'VALIDATION_FAILED', error: 'Note troppo corte' })).toBeNull();
  });
});
