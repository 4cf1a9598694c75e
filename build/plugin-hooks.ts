// The hooks of a Vite plugin as functions, for the plugins' tests: Vite accepts a hook as a
// function or as an object with a handler, and calls it with a context of its own.
import type { Plugin } from 'vite';

type Handler<H> = H extends { handler: infer F } ? F : H;

/** `plugin`'s `name` hook, callable with `context` as its `this`. */
export function hookOf<K extends keyof Plugin>(plugin: Plugin, name: K, context: unknown = {}) {
  const hook: unknown = plugin[name];
  const handler = (
    typeof hook === 'object' && hook !== null && 'handler' in hook ? hook.handler : hook
  ) as (...args: unknown[]) => unknown;
  if (typeof handler !== 'function') throw new Error(`${plugin.name} has no ${String(name)} hook`);
  return ((...args: unknown[]) => handler.apply(context, args)) as unknown as OmitThisParameter<
    Extract<Handler<NonNullable<Plugin[K]>>, (...args: never[]) => unknown>
  >;
}
