import { Avatar, Group, Text } from '@mantine/core';
import { ownImage } from '../lib/own-image.ts';

export interface TeamLook {
  name: string;
  shortName: string;
  primaryColor: string;
  secondaryColor: string;
  logoUrl: string | null;
}

/** A team as scoreboards show it: logo (or its short name on its colours) and its name. */
export function TeamBadge({
  team,
  size = 28,
  showName = true,
}: {
  team: TeamLook;
  size?: number;
  showName?: boolean;
}) {
  return (
    <Group gap={8} wrap="nowrap">
      <Avatar
        src={ownImage(team.logoUrl)}
        alt=""
        size={size}
        radius="sm"
        styles={{
          placeholder: {
            background: team.primaryColor,
            color: team.secondaryColor,
            fontSize: size / 3,
            fontWeight: 700,
          },
        }}
      >
        {team.shortName}
      </Avatar>
      {showName ? <Text span>{team.name}</Text> : null}
    </Group>
  );
}

/** A small square of a colour, with its value for screen readers. */
export function ColorSwatchLabel({ color, label }: { color: string; label: string }) {
  return (
    <span
      role="img"
      aria-label={`${label} ${color}`}
      style={{
        display: 'inline-block',
        width: 14,
        height: 14,
        borderRadius: 3,
        background: color,
        border: '1px solid rgba(0,0,0,0.2)',
      }}
    />
  );
}
