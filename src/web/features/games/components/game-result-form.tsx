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
import { useT } from '../../../lib/i18n/i18n-store.ts';
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
  const t = useT('manage');
  const common = useT('common');
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
        errors.forfeitedBy = t('games.result.forfeitedBy.required');
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
              ? t('games.result.final', {
                  home: saved.homeTeam.name,
                  homeScore: saved.homeScore,
                  away: saved.awayTeam.name,
                  awayScore: saved.awayScore,
                })
              : t('games.result.saved', { status: saved.status }),
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
            {t('games.column.status')}
          </Text>
          <SegmentedControl
            aria-labelledby={`status-${game.id}`}
            data={gameStatuses.map((s) => ({ value: s, label: common(`status.${s}`) }))}
            {...form.getInputProps('status')}
          />
        </Stack>
        <SimpleGrid cols={2}>
          <NumberInput
            label={t('games.result.score', { team: game.homeTeam.name })}
            min={0}
            max={500}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('homeScore')}
          />
          <NumberInput
            label={t('games.result.score', { team: game.awayTeam.name })}
            min={0}
            max={500}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('awayScore')}
          />
        </SimpleGrid>
        {status === 'forfeit' ? (
          <Select
            label={t('games.result.forfeitedBy')}
            data={[
              { value: 'home', label: game.homeTeam.name },
              { value: 'away', label: game.awayTeam.name },
            ]}
            {...form.getInputProps('forfeitedBy')}
          />
        ) : null}
        <FormActions
          submitLabel={t('games.result.save')}
          pending={update.isPending}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
