// The one zod of svc: zod/mini, with zod's English messages. zod/mini is the same validator as
// `zod` (the same core, checks and messages) with a functional API instead of methods on every
// schema; loading the full `zod` and building its schemas cost a one-call step ~7 ms of ~50 (issue
// 9). The messages are set once here, because zod/mini does not load a locale by itself.
// Import it as a namespace (`import * as z from './zod.js'`), never re-export the namespace as a
// value: the bundler then keeps only the members used (zod/mini exports every locale too).
import { config } from 'zod/mini'
import en from 'zod/v4/locales/en.js'

config(en())

export * from 'zod/mini'
