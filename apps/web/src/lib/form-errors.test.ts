import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { formErrorsFrom } from './form-errors';

describe('formErrorsFrom', () => {
  it('puts every field error on its field and keeps the rest as one message', () => {
    const error = new ApiError(400, 'Alcuni dati non sono validi', 'VALIDATION_FAILED', [
      { path: 'user.name', message: 'Il nome è obbligatorio' },
      { path: 'user.password_confirmation', message: 'Le password non coincidono' },
      { path: 'user.profiles.0.id', message: 'Codice agente non trovato' },
      { path: 'user.mystery', message: 'Altro problema' },
    ]);
    expect(formErrorsFrom(error, ['name', 'password_confirmation', 'profiles'], 'user.')).toEqual({
      fields: { name: 'Il nome è obbligatorio', password_confirmation: 'Le password non coincidono', profiles: 'Codice agente non trovato' },
      message: 'Altro problema',
    });
  });

  it('shows an answer without fields as the form message', () => {
    expect(formErrorsFrom(new ApiError(409, 'Versione superata', 'CONFLICT'), ['name'])).toEqual({ fields: {}, message: 'Versione superata' });
  });
});
