// Listeners told when an application's domains, token or push keys change on this replica, so a module
// that caches what it derives from them (the widget configuration) drops it at once.
const listeners: ((applicationId: number) => void)[] = [];

export function onApplicationChanged(listener: (applicationId: number) => void): void {
  listeners.push(listener);
}

export function applicationChanged(applicationId: number): void {
  for (const listener of listeners) listener(applicationId);
}
