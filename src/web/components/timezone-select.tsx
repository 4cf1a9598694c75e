import { Select, type SelectProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useT } from '../lib/i18n/i18n-store.ts';
import {
  timeZoneFilter,
  timeZoneOption,
  timeZoneOptions,
  timeZoneOptionsReady,
} from '../lib/time-zone-names.ts';

/**
 * The IANA timezone a game's clock time is read in, named in the person's language; searchable,
 * as the list is long. The whole list is built when the page is idle, or at once when opened
 * first; until then the chosen zone alone is named (time-zone-names.ts says why).
 */
export function TimezoneSelect(props: Omit<SelectProps, 'label' | 'data'>) {
  const t = useT('manage');
  // The language whose list this component saw built: a state, so that building it renders again.
  const [builtFor, setBuiltFor] = useState<string | null>(null);
  const [opened, setOpened] = useState(false);
  const ready = builtFor === t.locale || timeZoneOptionsReady(t);
  useEffect(() => {
    if (ready) return;
    const build = () => {
      timeZoneOptions(t);
      setBuiltFor(t.locale);
    };
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(build, 200);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(build, { timeout: 2000 });
    return () => cancelIdleCallback(idle);
  }, [t, ready]);
  const value = typeof props.value === 'string' ? props.value : null;
  const data =
    ready || opened ? timeZoneOptions(t) : value ? [timeZoneOption(t, value, false)] : [];
  return (
    <Select
      label={t('games.field.timezone')}
      searchable
      allowDeselect={false}
      data={data}
      filter={timeZoneFilter}
      limit={50}
      {...props}
      onDropdownOpen={() => {
        setOpened(true);
        props.onDropdownOpen?.();
      }}
    />
  );
}
