import { z } from 'zod';
import {
  ZDeviceInput,
  ZDeviceListQuery,
  ZEventListQuery,
  ZIdParams,
  ZOrderListQuery,
  ZPageQuery,
  ZTagInput,
  ZTagParams,
} from '@ulak/shared';
import type { RoutePlugin } from '../../platform/http/app';
import { userAuth } from '../../platform/http/auth-context';
import {
  MEMBER_TABS,
  getDevice,
  getEvent,
  getOrder,
  getProduct,
  listDevices,
  listEvents,
  listOrders,
  listProducts,
  listTags,
  memberTab,
  removeTag,
  setTag,
} from './records.service';
import { createDevice, updateDevice } from './devices.service';
import { exportDevicesCsv } from './devices-export.service';
import { exportOrdersCsv } from './orders-export.service';
import { created } from '../../platform/http/openapi';

const ZTabParams = ZIdParams.extend({ tab: z.enum(MEMBER_TABS) });
const ZSearchPage = ZPageQuery.extend({ search: z.string().trim().max(100).optional() });

// Guard: user (registry). Devices, tags, orders, products, events, member detail tabs.
export const recordsRoutes: RoutePlugin = async (app, deps) => {
  const acc = (req: Parameters<typeof userAuth>[0]) => userAuth(req).accountId;
  const id = { schema: { params: ZIdParams } };

  app.get('/devices', { schema: { querystring: ZDeviceListQuery } }, async (req) =>
    listDevices(deps, acc(req), req.query),
  );
  app.get('/devices/export.csv', { schema: { querystring: ZDeviceListQuery } }, async (req, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="devices.csv"')
      .send(exportDevicesCsv(deps, acc(req), req.query)),
  );
  app.post('/devices', { schema: { body: ZDeviceInput, response: created } }, async (req, reply) =>
    reply.status(201).send({ data: await createDevice(deps, acc(req), req.body) }),
  );
  app.put('/devices/:id', { schema: { params: ZIdParams, body: ZDeviceInput } }, async (req) => ({
    data: await updateDevice(deps, acc(req), req.params.id, req.body),
  }));
  app.get('/devices/:id', id, async (req) => ({ data: await getDevice(deps, acc(req), req.params.id) }));
  app.get('/devices/:id/tags', id, async (req) => ({ data: await listTags(deps, acc(req), 'device', req.params.id) }));
  app.put('/devices/:id/tags', { schema: { params: ZIdParams, body: ZTagInput } }, async (req) => ({
    data: await setTag(deps, acc(req), 'device', req.params.id, req.body),
  }));
  app.delete('/devices/:id/tags/:name', { schema: { params: ZTagParams } }, async (req) => {
    await removeTag(deps, acc(req), 'device', req.params.id, req.params.name);
    return { data: { ok: true } };
  });

  app.get('/members/:id/tags', id, async (req) => ({ data: await listTags(deps, acc(req), 'member', req.params.id) }));
  app.put('/members/:id/tags', { schema: { params: ZIdParams, body: ZTagInput } }, async (req) => ({
    data: await setTag(deps, acc(req), 'member', req.params.id, req.body),
  }));
  app.delete('/members/:id/tags/:name', { schema: { params: ZTagParams } }, async (req) => {
    await removeTag(deps, acc(req), 'member', req.params.id, req.params.name);
    return { data: { ok: true } };
  });
  app.get('/members/:id/:tab', { schema: { params: ZTabParams, querystring: ZPageQuery } }, async (req) =>
    memberTab(deps, acc(req), req.params.id, req.params.tab, req.query),
  );

  app.get('/orders', { schema: { querystring: ZOrderListQuery } }, async (req) =>
    listOrders(deps, acc(req), req.query),
  );
  app.get('/orders/export.csv', { schema: { querystring: ZOrderListQuery } }, async (req, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="orders.csv"')
      .send(exportOrdersCsv(deps, acc(req), req.query)),
  );
  app.get('/orders/:id', id, async (req) => ({ data: await getOrder(deps, acc(req), req.params.id) }));
  app.get('/products', { schema: { querystring: ZSearchPage } }, async (req) =>
    listProducts(deps, acc(req), req.query),
  );
  app.get('/products/:id', id, async (req) => ({ data: await getProduct(deps, acc(req), req.params.id) }));
  app.get('/events', { schema: { querystring: ZEventListQuery } }, async (req) =>
    listEvents(deps, acc(req), req.query),
  );
  app.get('/events/:id', id, async (req) => ({ data: await getEvent(deps, acc(req), req.params.id) }));
};
