// CSV roster import: the server parses and checks every row (preview), the person fixes what is
// flagged, and only a clean file can be imported — all rows or none.
import {
  Alert,
  Badge,
  Button,
  FileButton,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import {
  importColumns,
  importPlayersSchema,
  positions,
  type ImportColumn,
  type ImportResult,
} from '../../../../contract/teams.ts';
import type { MessageKey } from '../../../../i18n/catalogues.ts';
import { formatList } from '../../../../i18n/intl-format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { ApiErrorAlert } from '../../../components/api-error-alert.tsx';
import { useImportPlayers } from '../api/import-players.ts';
import { useT } from '../../../lib/i18n/i18n-store.ts';

/** The file's columns, in the order the help and the template list them. */
const columns = Object.keys(importColumns) as ImportColumn[];

/** The rows come back keyed by the player fields, whatever the file's header spelled. */
const previewColumns = [
  ['firstName', 'players.field.firstName'],
  ['lastName', 'players.field.lastName'],
  ['jersey', 'players.import.column.jersey'],
  ['position', 'players.column.position'],
  ['heightCm', 'players.field.height'],
  ['birthDate', 'players.field.birthDate'],
  ['active', 'players.active'],
] as const satisfies ReadonlyArray<readonly [string, MessageKey<'manage'>]>;

/** A template in the person's language: their column names and position abbreviations. */
function downloadTemplate(header: readonly string[], pointGuard: string, center: string) {
  const template = [
    header.join(','),
    `Ana,Díaz,23,${pointGuard},172,2006-04-30,true`,
    `Bea,"Smith, Jr.",00,${center},,,true`,
  ].join('\r\n');
  const url = URL.createObjectURL(new Blob([template], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'roster-template.csv';
  link.click();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function RosterImport({ teamId, onClose }: { teamId: string; onClose: () => void }) {
  const t = useT('manage');
  const common = useT('common');
  const header = columns.map((c) => t(`players.import.header.${c}`));
  const englishHeader = columns.map((c) => importColumns[c]);
  // Abbreviation and name, once each: French says ARR for both the shooting guard and the guard.
  const positionChoices = [
    ...new Set(
      positions.map((p) =>
        t('players.field.position.option', {
          short: common(`position.${p}`),
          long: common(`position.${p}.long`),
        }),
      ),
    ),
  ];
  const [csv, setCsv] = useState('');
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const run = useImportPlayers(teamId);

  const change = (text: string) => {
    setCsv(text);
    setPreview(null);
    run.reset();
  };

  // A file over the size limit is refused here, in words, before it is sent.
  const sizeIssue = importPlayersSchema.shape.csv
    .safeParse(csv)
    .error?.issues.find((issue) => issue.code === 'too_big');
  const tooLarge =
    sizeIssue?.code === 'too_big'
      ? t('players.import.tooLarge', { size: Number(sizeIssue.maximum) / 1000 })
      : undefined;
  const check = () =>
    run.mutate({ csv, commit: false }, { onSuccess: (result) => setPreview(result) });
  const commit = () =>
    run.mutate(
      { csv, commit: true },
      {
        onSuccess: (result) => {
          notifySuccess(t('players.import.done', { count: result.created }));
          setCsv('');
          setPreview(null);
          onClose();
        },
      },
    );

  /** A position the server read comes back as its code, to show as the roster shows it. */
  const readPosition = (row: ImportResult['rows'][number], column: string) =>
    column === 'position' && !row.errors.position
      ? positions.find((p) => p === row.values.position)
      : undefined;

  const rowsWithErrors = preview?.rows.filter((r) => Object.keys(r.errors).length > 0) ?? [];
  const clean = preview !== null && preview.fileErrors.length === 0 && rowsWithErrors.length === 0;
  const shownColumns = preview
    ? previewColumns.filter(([c]) => preview.rows.some((r) => r.values[c] !== undefined))
    : [];

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4">
            {t('players.import.title')}
          </Title>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => downloadTemplate(header, common('position.PG'), common('position.C'))}
          >
            {t('players.import.template')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('players.import.help', {
            columns: header.join(', '),
            positions: formatList(t.locale, positionChoices, 'disjunction'),
            // The English names work in every language; English needs no second list.
            english: header.join() === englishHeader.join() ? 'none' : englishHeader.join(', '),
          })}
        </Text>
        <Group>
          <FileButton
            accept=".csv,text/csv"
            onChange={(file) => {
              if (file) void file.text().then(change);
            }}
          >
            {(props) => (
              <Button variant="default" {...props}>
                {t('players.import.choose')}
              </Button>
            )}
          </FileButton>
        </Group>
        <Textarea
          label={t('players.import.csv')}
          description={t('players.import.csv.description')}
          autosize
          minRows={4}
          maxRows={14}
          value={csv}
          onChange={(e) => change(e.currentTarget.value)}
          styles={{ input: { fontFamily: 'monospace' } }}
        />
        {csv && tooLarge ? (
          <Alert color="red" variant="light" role="alert" title={t('players.import.cannot')}>
            {tooLarge}
          </Alert>
        ) : null}
        <ApiErrorAlert error={run.error} />
        {preview && preview.fileErrors.length > 0 ? (
          <Alert color="red" variant="light" role="alert" title={t('players.import.cannot')}>
            {preview.fileErrors.join(' ')}
          </Alert>
        ) : null}
        {preview && preview.rows.length > 0 ? (
          <>
            {rowsWithErrors.length > 0 ? (
              <Alert color="red" variant="light" role="alert">
                {t('players.import.rowErrors', { count: rowsWithErrors.length })}
              </Alert>
            ) : null}
            <Table.ScrollContainer minWidth={600}>
              <Table aria-label={t('players.import.preview')} verticalSpacing={4}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('players.import.column.row')}</Table.Th>
                    {shownColumns.map(([c, label]) => (
                      <Table.Th key={c}>{t(label)}</Table.Th>
                    ))}
                    <Table.Th>{t('players.import.column.problems')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {preview.rows.map((row) => {
                    const bad = Object.keys(row.errors).length > 0;
                    return (
                      <Table.Tr
                        key={row.line}
                        bg={bad ? 'var(--mantine-color-red-light)' : undefined}
                      >
                        <Table.Td>{row.line}</Table.Td>
                        {shownColumns.map(([c]) => {
                          const position = readPosition(row, c);
                          return (
                            <Table.Td
                              key={c}
                              c={row.errors[c] ? 'red' : undefined}
                              fw={row.errors[c] ? 700 : undefined}
                              title={position ? common(`position.${position}.long`) : undefined}
                            >
                              {position ? common(`position.${position}`) : (row.values[c] ?? '')}
                            </Table.Td>
                          );
                        })}
                        <Table.Td>
                          {bad ? (
                            <Text size="sm" c="red">
                              {Object.values(row.errors).join(' ')}
                            </Text>
                          ) : (
                            <Badge color="teal" variant="light">
                              {t('players.import.ok')}
                            </Badge>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        ) : null}
        <Group>
          <Button
            variant="default"
            onClick={check}
            disabled={!csv.trim() || Boolean(tooLarge)}
            loading={run.isPending && !clean}
          >
            {t('players.import.check')}
          </Button>
          {preview ? (
            <Button onClick={commit} disabled={!clean} loading={run.isPending && clean}>
              {t('players.import.submit', { count: preview.rows.length })}
            </Button>
          ) : null}
          <Button variant="subtle" onClick={onClose}>
            {t('tournaments.cancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
