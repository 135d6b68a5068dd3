import {
  ZAbWinnerInput,
  ZIdParams,
  ZOkResult,
  ZPageQuery,
  ZSurveyVoterPage,
  ZWheelWinnerPage,
  ZWidget,
  ZWidgetInput,
  ZWidgetInstallCheck,
  ZWidgetListQuery,
  ZWidgetPage,
  ZWidgetResults,
  ZWidgetResultsQuery,
  dataEnvelope,
} from '@ulak/shared';
import type { RoutePlugin } from '../../platform/http/app';
import { userAuth } from '../../platform/http/auth-context';
import { checkInstall } from './widget-install.service';
import { resultsCsv, surveyVoters, wheelWinners, widgetResults } from './results.service';
import {
  applyAbWinner,
  createWidget,
  deleteWidget,
  getWidget,
  listWidgets,
  setWidgetStatus,
  updateWidget,
} from './widgets.service';
import { csvAnswer } from '../../platform/http/openapi';

// Guard: user (registry). The builder: my widgets, create and edit per type, activate/pause, install check.
export const widgetsRoutes: RoutePlugin = async (app, deps) => {
  const acc = (req: Parameters<typeof userAuth>[0]) => userAuth(req).accountId;
  const widget = { schema: { params: ZIdParams, response: { 200: dataEnvelope(ZWidget) } } };
  app.get('/widgets', { schema: { querystring: ZWidgetListQuery, response: { 200: ZWidgetPage } } }, async (req) =>
    listWidgets(deps, acc(req), req.query),
  );
  app.post(
    '/widgets',
    { schema: { body: ZWidgetInput, response: { 201: dataEnvelope(ZWidget) } } },
    async (req, reply) => reply.status(201).send({ data: await createWidget(deps, acc(req), req.body) }),
  );
  app.get('/widgets/:id', widget, async (req) => ({ data: await getWidget(deps, acc(req), req.params.id) }));
  app.put(
    '/widgets/:id',
    { schema: { params: ZIdParams, body: ZWidgetInput, response: { 200: dataEnvelope(ZWidget) } } },
    async (req) => ({ data: await updateWidget(deps, acc(req), req.params.id, req.body) }),
  );
  app.delete('/widgets/:id', { schema: { params: ZIdParams, response: { 200: ZOkResult } } }, async (req) => {
    await deleteWidget(deps, acc(req), req.params.id);
    return { data: { ok: true } };
  });
  app.post('/widgets/:id/activate', widget, async (req) => ({
    data: await setWidgetStatus(deps, acc(req), req.params.id, 'active'),
  }));
  app.post('/widgets/:id/pause', widget, async (req) => ({
    data: await setWidgetStatus(deps, acc(req), req.params.id, 'passive'),
  }));
  app.post(
    '/widgets/:id/ab-test/winner',
    { schema: { params: ZIdParams, body: ZAbWinnerInput, response: { 200: dataEnvelope(ZWidget) } } },
    async (req) => ({ data: await applyAbWinner(deps, acc(req), req.params.id, req.body.variant) }),
  );
  app.get(
    '/widgets/:id/install-check',
    { schema: { params: ZIdParams, response: { 200: dataEnvelope(ZWidgetInstallCheck) } } },
    async (req) => ({ data: await checkInstall(deps, acc(req), req.params.id) }),
  );
  app.get(
    '/widgets/:id/results',
    {
      schema: { params: ZIdParams, querystring: ZWidgetResultsQuery, response: { 200: dataEnvelope(ZWidgetResults) } },
    },
    async (req) => ({ data: await widgetResults(deps, acc(req), req.params.id, req.query) }),
  );
  app.get(
    '/widgets/:id/voters',
    { schema: { params: ZIdParams, querystring: ZPageQuery, response: { 200: ZSurveyVoterPage } } },
    async (req) => surveyVoters(deps, acc(req), req.params.id, req.query),
  );
  app.get(
    '/widgets/:id/winners',
    { schema: { params: ZIdParams, querystring: ZPageQuery, response: { 200: ZWheelWinnerPage } } },
    async (req) => wheelWinners(deps, acc(req), req.params.id, req.query),
  );
  app.get(
    '/widgets/:id/results.csv',
    { schema: { params: ZIdParams, querystring: ZWidgetResultsQuery, ...csvAnswer('The widget results') } },
    async (req, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="widget-${req.params.id}.csv"`)
        .send(await resultsCsv(deps, acc(req), req.params.id, req.query)),
  );
};
