import { catalogueSeedStep } from './catalogueStep';
import { orderSeedStep } from '../../order/seed';
import { quoteSeedStep } from '../../order/quote/seed';
import { cartSeedStep } from '../../order/cart/seed';
import { cimSeedStep } from '../../cim/seed';
import { registerSeedStep } from './steps';
import { userSeedStep } from '../../user/seed';
import { shipToSeedStep } from '../../user/shipTo/seed';
import { wechatSeedStep } from '../../wechat/seed';

// Every family's seed step, in the order they must run (later steps may use earlier steps' rows).
registerSeedStep(catalogueSeedStep);
// demo company and accounts (db/seed/demoAccounts.ts); later steps reference their userCodes
registerSeedStep(userSeedStep);
// the demo company's and the individual customer's address books
registerSeedStep(shipToSeedStep);
// binds a sandbox WeChat user to the demo main account
registerSeedStep(wechatSeedStep);
// demo orders use catalogue parts; demo after-sales applications use demo orders
registerSeedStep(orderSeedStep);
registerSeedStep(cimSeedStep);
// demo quotes in every status (the ordered one is a demo order's)
registerSeedStep(quoteSeedStep);
// demo carts of the buyer and the engineer (catalogue parts of each unfit and discontinued kind)
registerSeedStep(cartSeedStep);
