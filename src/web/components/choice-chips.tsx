import { Chip, Group } from '@mantine/core';

/**
 * One choice of a few, as a row of chips (radio buttons to assistive technology). Where a
 * segmented control keeps its options side by side and cuts them when a language makes them
 * longer than a phone is wide, chips wrap onto the next line.
 */
export function ChoiceChips<Value extends string>({
  label,
  labelledBy,
  value,
  onChange,
  choices,
}: {
  /** The group's name, unless `labelledBy` names an element that says it. */
  label?: string;
  labelledBy?: string;
  value: Value;
  onChange: (value: Value) => void;
  choices: readonly { value: Value; label: string }[];
}) {
  return (
    <Chip.Group multiple={false} value={value} onChange={(v) => onChange(v as Value)}>
      <Group gap="xs" role="radiogroup" aria-label={label} aria-labelledby={labelledBy}>
        {choices.map((choice) => (
          <Chip key={choice.value} value={choice.value} type="radio">
            {choice.label}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
