import {
  getActiveProductCategoriesCall,
  getCartAdditionsCall,
  getPaymentModesCall,
  getPriceListsCall,
  getProductCategoriesCall,
  getProductGroupsCall,
  updateCartAdditionCall,
  updatePaymentModeCall,
  updatePriceListCall,
  updateProductCategoryCall,
  updateProductGroupCall,
} from '@portale/contract/master-data';
import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../http/register-call';
import { actorOf } from '../../plugins/session';
import {
  allCartAdditions,
  allPaymentModes,
  allPriceLists,
  allProductCategories,
  allProductGroups,
  enabledProductCategories,
  saveCartAddition,
  savePaymentMode,
  savePriceList,
  saveProductCategory,
  saveProductGroup,
} from './master-data.service';

/** Admin master data (spec §7): each list, and each update answering the spec's notice. */
export const masterDataRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db.db;
  registerCall(app, getProductGroupsCall, async () => ({ product_groups: await allProductGroups(db) }));
  // The spec's 'aggiornato' for an edit; a new row is 'creato' (issue 22).
  registerCall(app, updateProductGroupCall, async (request) => ({
    success: true,
    message: request.body.product_group.id ? 'Gruppo aggiornato correttamente' : 'Gruppo creato correttamente',
    product_group: await saveProductGroup(db, actorOf(request), request.body.product_group),
  }));

  registerCall(app, getProductCategoriesCall, async () => ({ product_categories: await allProductCategories(db) }));
  registerCall(app, getActiveProductCategoriesCall, async () => ({ product_categories: await enabledProductCategories(db) }));
  registerCall(app, updateProductCategoryCall, async (request) => ({
    success: true,
    message: request.body.product_category.id ? 'Categoria aggiornata correttamente' : 'Categoria creata correttamente',
    product_category: await saveProductCategory(db, actorOf(request), request.body.product_category),
  }));

  registerCall(app, getCartAdditionsCall, async () => allCartAdditions(db));
  registerCall(app, updateCartAdditionCall, async (request) => ({
    success: true,
    message: 'Elemento salvato correttamente',
    cart_addition: await saveCartAddition(db, actorOf(request), request.body.cart_addition),
  }));

  registerCall(app, getPaymentModesCall, async () => ({ payment_modes: await allPaymentModes(db) }));
  registerCall(app, updatePaymentModeCall, async (request) => ({
    success: true,
    message: 'Modalità di pagamento aggiornata correttamente',
    payment_mode: await savePaymentMode(db, actorOf(request), request.body.payment_mode),
  }));

  registerCall(app, getPriceListsCall, async () => ({ price_lists: await allPriceLists(db) }));
  registerCall(app, updatePriceListCall, async (request) => ({
    success: true,
    message: 'Listino aggiornato correttamente',
    price_list: await savePriceList(db, actorOf(request), request.body.price_list),
  }));
};
