/**
 * Every failed call shows its first server message in a toast, except where a screen
 * reports the failure itself (a form's alert, a table's error state, a message of its own).
 * Areas list those endpoints here when they enhance their API.
 */
const quiet = new Set<string>();

/** Stops the global error toast for these endpoints: their screens show the failure themselves. */
export function silenceErrorToasts(...endpointNames: string[]): void {
  for (const name of endpointNames) quiet.add(name);
}

export function isErrorToastSilenced(endpointName: string): boolean {
  return quiet.has(endpointName);
}
