// Mantine's Modal as a module of its own, for DeferredModal to load: a dynamic import of
// @mantine/core itself would keep every one of its exports.
export { Modal } from '@mantine/core';
