import { z } from 'zod';

type Issue = Parameters<NonNullable<z.core.$ZodConfig['customError']>>[0];

/**
 * Plain Italian for the checks a schema states without a message of its own ('Al massimo 200 caratteri'
 * rather than zod's 'Troppo grande: string deve avere <=200 caratteri'). A schema's own message wins;
 * anything not covered here falls back to zod's Italian locale.
 */
export function italianError(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'Campo obbligatorio' : 'Valore non valido';
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'Campo obbligatorio' : `Almeno ${issue.minimum} caratteri`;
      if (issue.origin === 'array') return Number(issue.minimum) <= 1 ? 'Sceglierne almeno uno' : `Sceglierne almeno ${issue.minimum}`;
      if (issue.origin === 'number') return issue.inclusive === false ? `Deve essere maggiore di ${issue.minimum}` : `Il valore minimo è ${issue.minimum}`;
      return undefined;
    case 'too_big':
      if (issue.origin === 'string') return `Al massimo ${issue.maximum} caratteri`;
      if (issue.origin === 'array') return `Al massimo ${issue.maximum} elementi`;
      if (issue.origin === 'number') return issue.inclusive === false ? `Deve essere minore di ${issue.maximum}` : `Il valore massimo è ${issue.maximum}`;
      return undefined;
    case 'invalid_format':
      if (issue.format === 'email') return 'Indirizzo email non valido';
      if (issue.format === 'date') return 'Data non valida (gg/mm/aaaa)';
      return 'Formato non valido';
    case 'invalid_value':
      return 'Valore non ammesso';
    default:
      return undefined;
  }
}
