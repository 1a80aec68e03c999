/**
 * Ends the current task so the browser can paint and take input before what follows runs (on a
 * phone, one long task is the Total Blocking Time Lighthouse counts). `scheduler.yield()` where the
 * browser has it, else a message to ourselves: a new task at once, without setTimeout's 4 ms
 * clamping and untouched by tests' fake timers.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
