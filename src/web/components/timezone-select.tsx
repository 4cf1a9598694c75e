import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { timeZoneFilter, timeZoneOptions } from '../lib/game-time.ts';
import { useT } from '../lib/i18n/i18n-store.ts';

/** The IANA timezone a game's clock time is read in; searchable, as the list is long. */
export function TimezoneSelect(props: Omit<SelectProps, 'label' | 'data'>) {
  const t = useT('manage');
  const zones = useMemo(() => timeZoneOptions(), []);
  return (
    <Select
      label={t('games.field.timezone')}
      searchable
      allowDeselect={false}
      data={zones}
      filter={timeZoneFilter}
      limit={50}
      {...props}
    />
  );
}
