import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { RecordState } from '../../features/common/components/record-state';
import { WidgetEditorScreen } from '../../features/widgets/components/widget-editor-screen';
import { WidgetMarketScreen } from '../../features/widgets/components/widget-market-screen';
import { WidgetResultsScreen } from '../../features/widgets/components/widget-results-screen';
import { WidgetsListScreen } from '../../features/widgets/components/widgets-list-screen';
import { useWidget } from '../../features/widgets/hooks/use-widgets';
import { isBuiltType } from '../../features/widgets/widget-drafts';

// /user/widget and /user/widget-v2: the market.
export function WidgetMarketPage() {
  return <WidgetMarketScreen />;
}

// /user/widgets: my widgets of every type.
export function MyWidgetsPage() {
  return <WidgetsListScreen />;
}

// /user/widget-v2/widget-list/:type
export function WidgetListPage() {
  const { type = '' } = useParams();
  return <WidgetsListScreen key={type} type={type} />;
}

// /user/widget-v2/:type/:id ('new' creates one); the route check lets only the eight types through.
export function WidgetEditPage() {
  const { type = '', id = '' } = useParams();
  if (!isBuiltType(type)) return <Navigate replace to="/user/widget-v2" />;
  return <WidgetEditorScreen key={`${type}/${id}`} type={type} id={id === 'new' ? null : Number(id)} />;
}

// /user/widgets/:id: the widget's editor, whatever its type.
export function WidgetByIdPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const widget = useWidget(Number(id));
  if (!widget.data) return <RecordState query={widget} title={t('pages.widget_detail')} listPath="/user/widgets" />;
  return <Navigate replace to={`/user/widget-v2/${widget.data.type}/${widget.data.id}`} />;
}

// /user/widget/result/:id
export function WidgetResultPage() {
  const { id = '' } = useParams();
  return <WidgetResultsScreen key={id} id={Number(id)} />;
}
