// Entry point of the action bundle (dist/index.js).
import { run } from './action/main.js'

void run()
