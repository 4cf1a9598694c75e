// What background work and announcements need of a logger: to say what failed. A request's log,
// the app's and a test's stand-in all fit it.
export interface ErrorLog {
  error(obj: object, msg: string): void;
}
