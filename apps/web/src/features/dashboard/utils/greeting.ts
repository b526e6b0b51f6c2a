export type GreetingKey = 'greeting_morning' | 'greeting_afternoon' | 'greeting_evening';

/** Spec 001 §2: greeting by time of day. Morning until 12:00, afternoon until 18:00, then evening. */
export function greetingKey(now: Date): GreetingKey {
  const hour = now.getHours();
  if (hour < 12) return 'greeting_morning';
  if (hour < 18) return 'greeting_afternoon';
  return 'greeting_evening';
}
