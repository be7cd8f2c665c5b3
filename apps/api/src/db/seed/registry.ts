import { catalogueSeedStep } from './catalogueStep';
import { registerSeedStep } from './steps';

// Every family's seed step, in the order they must run (later steps may use earlier steps' rows).
registerSeedStep(catalogueSeedStep);
