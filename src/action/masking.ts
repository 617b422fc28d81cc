// The action's masker: the shared one (src/masker.ts), registering every new form with the runner
// (`::add-mask::`) before anything can print it.
import * as core from '@actions/core'
import { Masker } from '../masker.js'

export { Masker }

/**
 * Learning many values at once (a batch's secret params: a password per item, each in several
 * forms) writes their `::add-mask::` lines in one write, not one write each.
 */
class ActionMasker extends Masker {
  override addAll(values: Iterable<unknown>): void {
    process.stdout.cork()
    try {
      super.addAll(values)
    } finally {
      process.stdout.uncork()
    }
  }
}

export function actionMasker(): Masker {
  return new ActionMasker({ onNewForm: form => core.setSecret(form) })
}
