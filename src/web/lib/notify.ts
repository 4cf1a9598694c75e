import { notifications } from '@mantine/notifications';
import { errorMessage } from './api-client.ts';
import { translatorFor } from './i18n/i18n-store.ts';

export function notifySuccess(message: string, title?: string) {
  notifications.show({ color: 'teal', title, message });
}

export function notifyError(error: unknown, title?: string) {
  notifications.show({
    color: 'red',
    title: title ?? translatorFor('app')('shell.error.notifyTitle'),
    message: errorMessage(error),
    autoClose: 8000,
  });
}
