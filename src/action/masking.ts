// The action's masker: the shared one (src/masker.ts), registering every new form with the runner
// (`::add-mask::`) before anything can print it.
import * as core from '@actions/core'
import { Masker } from '../masker.js'

export { Masker }

export function actionMasker(): Masker {
  return new Masker({ onNewForm: form => core.setSecret(form) })
}
