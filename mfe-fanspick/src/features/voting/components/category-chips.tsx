import type { Category } from '@fanhub/contract';
import { FilterChips } from '@fanhub/shared-ui';

/** The server's categories as chips (a category name may itself be bilingual). */
export function CategoryChips({
  categories,
  value,
  onChange,
}: {
  categories: Category[];
  value: string;
  onChange: (id: string) => void;
}) {
  const items = categories.map((category) => {
    const [indonesian = category.name, english = indonesian] = category.name.split(' / ');
    return { key: category._id, labelId: indonesian, labelEn: english };
  });
  return <FilterChips items={items} value={value} onChange={onChange} />;
}
