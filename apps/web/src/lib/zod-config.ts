import { z } from 'zod';

// No compiled validators: zod would probe `new Function`, which the Content-Security-Policy forbids (the
// probe is caught, but the browser still reports a violation). Interpreted parsing is fast enough here.
// Schemas read the setting when they are built, so main.tsx imports this module before anything else.
z.config({ jitless: true });
