/** The part of the app's logger (pino) a job reports to. */
export interface JobLog {
  warn(facts: object, message: string): void;
  error(facts: object, message: string): void;
}
