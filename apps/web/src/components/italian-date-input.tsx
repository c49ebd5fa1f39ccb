import { DateInput, type DateInputProps } from '@mantine/dates';
import dayjs from 'dayjs';
import 'dayjs/locale/it';
import { formatDate } from '../lib/format';
import { parseItalianDate } from './list-layout/list-params';

type Bound = DateInputProps['minDate'];
const isoOf = (bound: Bound) => (bound ? dayjs(bound).format('YYYY-MM-DD') : null);

/** What is wrong with a date typed into the field (null: nothing, or nothing typed). */
export function typedDateProblem(text: string, minDate?: Bound, maxDate?: Bound): string | null {
  if (text.trim() === '') return null;
  const iso = parseItalianDate(text);
  if (!iso) return 'Data non valida: scrivere gg/mm/aaaa';
  const min = isoOf(minDate);
  const max = isoOf(maxDate);
  if (min && iso < min) return `La data non può essere prima del ${formatDate(min)}`;
  if (max && iso > max) return `La data non può essere dopo il ${formatDate(max)}`;
  return null;
}

interface ItalianDateInputProps extends DateInputProps {
  /**
   * Told what is wrong with the text typed, on every change (null: nothing). With it, a date the field cannot take
   * stays visible for the form to refuse with this message, instead of being silently put back on blur.
   */
  onTypedProblem?: (problem: string | null) => void;
}

/**
 * A date typed as gg/mm/aaaa whatever the browser's language (a native date input follows the browser), with an
 * Italian calendar for those who prefer to click. Mantine's grey outside days and red weekends are below AA
 * contrast, so neither is shown. Values are 'YYYY-MM-DD' strings, or null when empty.
 */
export function ItalianDateInput({ onTypedProblem, onChange, ...props }: ItalianDateInputProps) {
  const checked = onTypedProblem !== undefined;
  return (
    <DateInput
      valueFormat="DD/MM/YYYY"
      dateParser={parseItalianDate}
      locale="it"
      placeholder="gg/mm/aaaa"
      nextLabel="Mese successivo"
      previousLabel="Mese precedente"
      hideOutsideDates
      weekendDays={[]}
      fixOnBlur={!checked}
      onInput={checked ? (e) => onTypedProblem(typedDateProblem(e.currentTarget.value, props.minDate, props.maxDate)) : undefined}
      onChange={(value) => {
        // A date taken (typed or picked in the calendar) is one the field accepts.
        onTypedProblem?.(null);
        onChange?.(value);
      }}
      {...props}
    />
  );
}
