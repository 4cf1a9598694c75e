// Mantine's Tooltip as a module of its own, for DeferredTooltip to load: a dynamic import of
// @mantine/core itself would keep every one of its exports.
export { Tooltip } from '@mantine/core';
