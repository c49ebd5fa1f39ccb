/**
 * A check run when a field loses focus, held back while a pointer is pressed until its click has landed (issue 55,
 * point 24). Pressing 'Salva' blurs the field first: a message drawn then moves the button from under the pointer, the
 * release lands elsewhere and the click — which would have shown every error at once — is lost.
 */
let pressed = false;
let waiting: (() => void)[] = [];

function released() {
  pressed = false;
  const work = waiting;
  waiting = [];
  // After the click the release makes: the same input task dispatches it, a timer runs after that task.
  if (work.length) setTimeout(() => work.forEach((run) => run()));
}

if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => (pressed = true), true);
  document.addEventListener('pointerup', released, true);
  document.addEventListener('pointercancel', released, true);
}

/** Runs `check` now, or once the pressed pointer is released and its click handled. */
export function afterPointerRelease(check: () => void) {
  if (pressed) waiting.push(check);
  else check();
}
