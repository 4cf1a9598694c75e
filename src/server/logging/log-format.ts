// Whether the server's log is written for a person or for a machine.

/** `auto`: readable lines on a terminal, JSON (one object a line) anywhere else. */
export type LogFormatSetting = 'auto' | 'pretty' | 'json';
export type LogFormat = 'pretty' | 'json';

/**
 * The format of the log written to `out`. A terminal gets readable lines: whoever started Tempo on
 * a laptop reads the addresses to open and the confirmation links there. A pipe, a file or a
 * service manager's journal gets JSON, which log collectors parse; LOG_FORMAT chooses either one.
 */
export function chooseLogFormat(setting: LogFormatSetting, out: { isTTY?: boolean }): LogFormat {
  if (setting !== 'auto') return setting;
  return out.isTTY === true ? 'pretty' : 'json';
}
