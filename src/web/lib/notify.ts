import { notifications } from '@mantine/notifications';
import { errorMessage } from './api-client.ts';

export function notifySuccess(message: string, title?: string) {
  notifications.show({ color: 'teal', title, message });
}

export function notifyError(error: unknown, title = 'That did not work') {
  notifications.show({ color: 'red', title, message: errorMessage(error), autoClose: 8000 });
}
