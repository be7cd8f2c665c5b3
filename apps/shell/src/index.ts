// With experiments.asyncStartup the federation runtime is ready before this runs: no bootstrap file needed.
import { start } from './main';

void start();
