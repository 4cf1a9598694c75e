// The result of a game: its status and, for a final game, both scores; a forfeit names the side
// that forfeited. The server re-checks the merged game (a final game needs two unequal scores).
import { NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  gameStatuses,
  updateGameSchema,
  type Game,
  type GameStatus,
  type UpdateGame,
} from '../../../../contract/games.ts';
import { fieldMessages, formLevelMessage } from '../../../lib/form-errors.ts';
import { gameStatusLabels } from '../../../lib/game-time-format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { ApiErrorAlert } from '../../../components/api-error-alert.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { useUpdateGame } from '../api/update-game.ts';

interface ResultValues {
  status: GameStatus;
  homeScore: number | string;
  awayScore: number | string;
  forfeitedBy: 'home' | 'away' | null;
}

const score = (value: number | string) => (value === '' ? null : Number(value));

function toBody(v: ResultValues): UpdateGame {
  return {
    status: v.status,
    homeScore: score(v.homeScore),
    awayScore: score(v.awayScore),
    forfeitedBy: v.status === 'forfeit' ? v.forfeitedBy : null,
  };
}

export function GameResultForm({ game, onDone }: { game: Game; onDone?: () => void }) {
  const update = useUpdateGame();
  const form = useForm<ResultValues>({
    initialValues: {
      status: game.status === 'scheduled' ? 'final' : game.status,
      homeScore: game.homeScore ?? '',
      awayScore: game.awayScore ?? '',
      forfeitedBy: game.forfeitedBy,
    },
    validate: (values) => {
      const errors: Record<string, string> = {};
      if (values.status === 'forfeit' && !values.forfeitedBy) {
        errors.forfeitedBy = 'Choose the team that forfeited';
      }
      const result = updateGameSchema.safeParse(toBody(values));
      if (!result.success) {
        for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
      }
      return errors;
    },
  });
  const fields = ['status', 'homeScore', 'awayScore', 'forfeitedBy'];
  const showAlert = formLevelMessage(update.error, fields) !== null;

  const submit = (values: ResultValues) =>
    update.mutate(
      { gameId: game.id, body: toBody(values) },
      {
        onSuccess: (saved) => {
          notifySuccess(
            saved.status === 'final'
              ? `Final: ${saved.homeTeam.name} ${saved.homeScore}, ${saved.awayTeam.name} ${saved.awayScore}.`
              : `The game is now ${gameStatusLabels[saved.status].toLowerCase()}.`,
          );
          onDone?.();
        },
        onError: (error) => form.setErrors(fieldMessages(error, fields)),
      },
    );

  const status = form.getValues().status;
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="sm">
        {showAlert ? <ApiErrorAlert error={update.error} /> : null}
        <Stack gap={4}>
          <Text size="sm" fw={500} id={`status-${game.id}`}>
            Status
          </Text>
          <SegmentedControl
            aria-labelledby={`status-${game.id}`}
            data={gameStatuses.map((s) => ({ value: s, label: gameStatusLabels[s] }))}
            {...form.getInputProps('status')}
          />
        </Stack>
        <SimpleGrid cols={2}>
          <NumberInput
            label={`${game.homeTeam.name} score`}
            min={0}
            max={500}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('homeScore')}
          />
          <NumberInput
            label={`${game.awayTeam.name} score`}
            min={0}
            max={500}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('awayScore')}
          />
        </SimpleGrid>
        {status === 'forfeit' ? (
          <Select
            label="Forfeited by"
            data={[
              { value: 'home', label: game.homeTeam.name },
              { value: 'away', label: game.awayTeam.name },
            ]}
            {...form.getInputProps('forfeitedBy')}
          />
        ) : null}
        <FormActions submitLabel="Save result" pending={update.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
