import { useSearchParams } from 'react-router';
import { AdminCategoriesScreen } from '../../features/templates/admin/admin-categories-screen';
import { AdminTemplateFormScreen } from '../../features/templates/admin/admin-template-form';
import { AdminTemplatesScreen } from '../../features/templates/admin/admin-templates-screen';

export function AdminTemplatesPage() {
  return <AdminTemplatesScreen />;
}

export function AdminTemplateCreatePage() {
  return <AdminTemplateFormScreen id={null} />;
}

// /admin/template/edit-template?id=
export function AdminTemplateEditPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? 0);
  return <AdminTemplateFormScreen key={id} id={Number.isInteger(id) && id > 0 ? id : 0} />;
}

export function AdminTemplateCategoriesPage() {
  return <AdminCategoriesScreen />;
}
