import { Modal, Stepper } from '@mantine/core';
import type { TImportKind } from '@ulak/shared/audience';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMemberImport } from '../../import-types';
import { ImportMappingStep } from './import-mapping-step';
import { ImportProgressStep } from './import-progress-step';
import { ImportUploadStep } from './import-upload-step';

// CSV import of members or of one application's devices: upload → map columns (with a preview)
// → start → progress and result.
export function ImportModal({ kind, onClose }: { kind: TImportKind; onClose: () => void }) {
  const { t } = useTranslation();
  const [job, setJob] = useState<TMemberImport | null>(null);
  const [started, setStarted] = useState(false);
  const step = started ? 2 : job ? 1 : 0;
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened
      onClose={onClose}
      size="xl"
      title={t(kind === 'devices' ? 'device_imports.title' : 'imports.title')}
      data-testid="import-modal"
    >
      <Stepper active={step} size="sm" allowNextStepsSelect={false}>
        <Stepper.Step label={t('imports.step_upload')}>
          <ImportUploadStep kind={kind} onUploaded={setJob} />
        </Stepper.Step>
        <Stepper.Step label={t('imports.step_mapping')}>
          {job ? <ImportMappingStep kind={kind} job={job} onStarted={() => setStarted(true)} /> : null}
        </Stepper.Step>
        <Stepper.Step label={t('imports.step_result')}>
          {job ? <ImportProgressStep kind={kind} jobId={job.id} onClose={onClose} /> : null}
        </Stepper.Step>
      </Stepper>
    </Modal>
  );
}
