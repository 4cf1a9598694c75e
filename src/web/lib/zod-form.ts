// Lets a Mantine form validate with a contract schema, so the form and the API share one rule.
import type { z } from 'zod';
import { formIssueMessage, prepareFormIssueMessages } from './form-issue-message.ts';

/**
 * A form's own words for an issue (in the page's language), or undefined for the shared ones.
 * Contract schemas speak English; every form shows their issues in the page's language with the
 * server's words for them (lib/form-issue-message.ts), and a form that can say more names its
 * fields' messages by issue code and path (e.g. lib/account-form-messages.ts).
 */
export type IssueMessage = (issue: z.core.$ZodIssue) => string | undefined;

export function zodValidate<T>(schema: z.ZodType<unknown, T>, describe?: IssueMessage) {
  void prepareFormIssueMessages();
  return (values: T): Record<string, string> => {
    const result = schema.safeParse(values);
    return result.success ? {} : messagesByField(result.error.issues, describe);
  };
}

/**
 * A form's submit handler that validates with a contract schema loaded when the form is first
 * sent: the sign-in pages load no zod before then (decision 0023). Values the schema refuses get
 * its messages under their fields; values it accepts go to `send` as the schema reads them. If
 * the schema cannot load (the network went away), the values go as they are: the server checks
 * them too, and its answer (or the lack of one) is shown.
 */
export function submitChecked<T>(
  form: { setErrors(errors: Record<string, string>): void },
  load: () => Promise<z.ZodType<T, T>>,
  send: (values: T) => void,
  describe?: IssueMessage,
) {
  return (values: T) => {
    Promise.all([load(), prepareFormIssueMessages()]).then(
      ([schema]) => {
        const result = schema.safeParse(values);
        if (result.success) send(result.data);
        else form.setErrors(messagesByField(result.error.issues, describe));
      },
      () => send(values),
    );
  };
}

function messagesByField(
  issues: readonly z.core.$ZodIssue[],
  describe: IssueMessage | undefined,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= describe?.(issue) ?? formIssueMessage(issue) ?? issue.message;
  }
  return errors;
}
