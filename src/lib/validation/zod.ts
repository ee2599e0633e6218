import { z } from 'zod'

// No code generation: zod would otherwise probe `new Function` on first parse, which the site's
// Content-Security-Policy (no 'unsafe-eval') blocks and the browser reports as a violation. Every schema imports
// zod from here, so the setting holds in each browser chunk that parses one, whichever loads first.
z.config({ jitless: true })

export { z }
