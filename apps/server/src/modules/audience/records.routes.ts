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
  ZDeviceDetail,
  ZDevicePage,
  ZEvent,
  ZEventPage,
  ZMemberTab,
  ZOkResult,
  ZOrder,
  ZOrderPage,
  ZProduct,
  ZProductPage,
  ZTagList,
  dataEnvelope,
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
import { csvAnswer } from '../../platform/http/openapi';

const ZTabParams = ZIdParams.extend({ tab: z.enum(MEMBER_TABS) });
const ZSearchPage = ZPageQuery.extend({ search: z.string().trim().max(100).optional() });

// Guard: user (registry). Devices, tags, orders, products, events, member detail tabs.
export const recordsRoutes: RoutePlugin = async (app, deps) => {
  const acc = (req: Parameters<typeof userAuth>[0]) => userAuth(req).accountId;
  const byId = <T extends z.ZodType>(data: T) => ({
    schema: { params: ZIdParams, response: { 200: dataEnvelope(data) } },
  });
  const tags = { schema: { params: ZIdParams, response: { 200: ZTagList } } };
  const tagged = { schema: { params: ZIdParams, body: ZTagInput, response: { 200: ZTagList } } };
  const untag = { schema: { params: ZTagParams, response: { 200: ZOkResult } } };

  app.get('/devices', { schema: { querystring: ZDeviceListQuery, response: { 200: ZDevicePage } } }, async (req) =>
    listDevices(deps, acc(req), req.query),
  );
  app.get(
    '/devices/export.csv',
    { schema: { querystring: ZDeviceListQuery, ...csvAnswer('The devices') } },
    async (req, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="devices.csv"')
        .send(exportDevicesCsv(deps, acc(req), req.query)),
  );
  app.post(
    '/devices',
    { schema: { body: ZDeviceInput, response: { 201: dataEnvelope(ZDeviceDetail) } } },
    async (req, reply) => reply.status(201).send({ data: await createDevice(deps, acc(req), req.body) }),
  );
  app.put(
    '/devices/:id',
    { schema: { params: ZIdParams, body: ZDeviceInput, response: { 200: dataEnvelope(ZDeviceDetail) } } },
    async (req) => ({
      data: await updateDevice(deps, acc(req), req.params.id, req.body),
    }),
  );
  app.get('/devices/:id', byId(ZDeviceDetail), async (req) => ({
    data: await getDevice(deps, acc(req), req.params.id),
  }));
  app.get('/devices/:id/tags', tags, async (req) => ({
    data: await listTags(deps, acc(req), 'device', req.params.id),
  }));
  app.put('/devices/:id/tags', tagged, async (req) => ({
    data: await setTag(deps, acc(req), 'device', req.params.id, req.body),
  }));
  app.delete('/devices/:id/tags/:name', untag, async (req) => {
    await removeTag(deps, acc(req), 'device', req.params.id, req.params.name);
    return { data: { ok: true } };
  });

  app.get('/members/:id/tags', tags, async (req) => ({
    data: await listTags(deps, acc(req), 'member', req.params.id),
  }));
  app.put('/members/:id/tags', tagged, async (req) => ({
    data: await setTag(deps, acc(req), 'member', req.params.id, req.body),
  }));
  app.delete('/members/:id/tags/:name', untag, async (req) => {
    await removeTag(deps, acc(req), 'member', req.params.id, req.params.name);
    return { data: { ok: true } };
  });
  app.get(
    '/members/:id/:tab',
    { schema: { params: ZTabParams, querystring: ZPageQuery, response: { 200: ZMemberTab } } },
    async (req) => memberTab(deps, acc(req), req.params.id, req.params.tab, req.query),
  );

  app.get('/orders', { schema: { querystring: ZOrderListQuery, response: { 200: ZOrderPage } } }, async (req) =>
    listOrders(deps, acc(req), req.query),
  );
  app.get(
    '/orders/export.csv',
    { schema: { querystring: ZOrderListQuery, ...csvAnswer('The orders') } },
    async (req, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="orders.csv"')
        .send(exportOrdersCsv(deps, acc(req), req.query)),
  );
  app.get('/orders/:id', byId(ZOrder), async (req) => ({ data: await getOrder(deps, acc(req), req.params.id) }));
  app.get('/products', { schema: { querystring: ZSearchPage, response: { 200: ZProductPage } } }, async (req) =>
    listProducts(deps, acc(req), req.query),
  );
  app.get('/products/:id', byId(ZProduct), async (req) => ({ data: await getProduct(deps, acc(req), req.params.id) }));
  app.get('/events', { schema: { querystring: ZEventListQuery, response: { 200: ZEventPage } } }, async (req) =>
    listEvents(deps, acc(req), req.query),
  );
  app.get('/events/:id', byId(ZEvent), async (req) => ({ data: await getEvent(deps, acc(req), req.params.id) }));
};
