export const exportKeys = {
  calendarLink: (seasonId: string) => ['seasons', seasonId, 'calendar-link'] as const,
};
