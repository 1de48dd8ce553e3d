import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

/** docs/product.md section 3's filter item. */
export interface FilterItem {
  key: string;
  labelEn: string;
  labelId: string;
}

const labelOf = (item: FilterItem) =>
  item.labelId === item.labelEn ? item.labelEn : `${item.labelId} / ${item.labelEn}`;

/** One chip per filter; the selected one is filled with the accent colour. */
export function FilterChips({
  items,
  value,
  onChange,
}: {
  items: FilterItem[];
  value: string;
  onChange: (key: string) => void;
}) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="group">
      {items.map((item) => (
        <Chip
          key={item.key}
          label={labelOf(item)}
          clickable
          color="primary"
          variant={item.key === value ? 'filled' : 'outlined'}
          aria-pressed={item.key === value}
          onClick={() => onChange(item.key)}
        />
      ))}
    </Stack>
  );
}
