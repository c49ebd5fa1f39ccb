import { DateInput, type DateInputProps } from '@mantine/dates';
import 'dayjs/locale/it';
import { parseItalianDate } from './list-layout/list-params';

/**
 * A date typed as gg/mm/aaaa whatever the browser's language (a native date input follows the browser), with an
 * Italian calendar for those who prefer to click. Mantine's grey outside days and red weekends are below AA
 * contrast, so neither is shown. Values are 'YYYY-MM-DD' strings, or null when empty.
 */
export function ItalianDateInput(props: DateInputProps) {
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
      {...props}
    />
  );
}
