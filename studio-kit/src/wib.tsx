import { jakartaDate, jakartaTime } from '@fanhub/contract';
import { DateTimeInput, FunctionField, type DateTimeInputProps, type RaRecord } from 'react-admin';
import { fromWibInput, toWibInput } from './wib-time';

/** react-admin's date-time input, entered in WIB and labelled so; `empty`: what an empty field sends. */
export function WibDateTimeInput({
  label,
  empty,
  ...props
}: Omit<DateTimeInputProps, 'format' | 'parse' | 'label'> & { label: string; empty?: null }) {
  return (
    <DateTimeInput
      {...props}
      label={`${label} (WIB)`}
      format={toWibInput}
      parse={(value: string) => (value ? fromWibInput(value) : (empty ?? value))}
    />
  );
}

/** A record's instant (or, without `showTime`, its day) in WIB, in the studio's one format. */
export function WibDateField<T extends RaRecord>({
  source,
  showTime = false,
  emptyText = '–',
  ...props
}: {
  source: string;
  label: string;
  showTime?: boolean;
  emptyText?: string;
  sortable?: boolean;
}) {
  return (
    <FunctionField<T>
      source={source}
      {...props}
      render={(record) => {
        const value = record[source] as string | null | undefined;
        if (!value) return emptyText;
        return showTime ? jakartaTime(value) : jakartaDate(value);
      }}
    />
  );
}
