import { SelectField } from '../../../shared/ui/SelectField';
import { TextField } from '../../../shared/ui/TextField';
import type { FilterOption } from '../rules/labels';
import type { QueueFilters } from '../rules/list-queries';

interface QueueFiltersBarProps<S extends string, T extends string> {
  filters: QueueFilters<S, T>;
  onChange: (filters: QueueFilters<S, T>) => void;
  searchLabel: string;
  searchPlaceholder: string;
  statuses: Array<FilterOption<S>>;
  contentTypes: Array<FilterOption<T>>;
}

/** The text search and the status and type filters of a moderation queue. */
export function QueueFiltersBar<S extends string, T extends string>({
  filters,
  onChange,
  searchLabel,
  searchPlaceholder,
  statuses,
  contentTypes,
}: QueueFiltersBarProps<S, T>) {
  return (
    <div className="admin-filters" role="search">
      <TextField
        className="admin-filters__search"
        label={searchLabel}
        type="search"
        placeholder={searchPlaceholder}
        value={filters.search}
        onChange={(search) => onChange({ ...filters, search })}
      />
      <SelectField
        label="Statut"
        value={filters.status}
        options={statuses}
        onChange={(value) => onChange({ ...filters, status: statuses.find((option) => option.value === value)?.value ?? 'all' })}
      />
      <SelectField
        label="Type de contenu"
        value={filters.contentType}
        options={contentTypes}
        onChange={(value) => onChange({ ...filters, contentType: contentTypes.find((option) => option.value === value)?.value ?? 'all' })}
      />
    </div>
  );
}
