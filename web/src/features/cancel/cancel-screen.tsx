import { Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { useCancellation } from './use-cancellation';
import { CancelFormStep } from './cancel-form-step';
import { CancelReceiptStep } from './cancel-receipt-step';
import { CancelReviewStep } from './cancel-review-step';

/** /cancel (§312k BGB): cancelling a contract without signing in, in three steps. */
function CancelScreen() {
  const { t } = useTranslation();
  const { cancellation } = useCancellation();
  const title = t('cancel.title');
  useDocumentTitle(title);
  return (
    <Stack pt="8" data-screen="cancel">
      {cancellation.step === 'form' && <CancelFormStep store={cancellation} />}
      {cancellation.step === 'review' && <CancelReviewStep store={cancellation} />}
      {cancellation.step === 'done' && cancellation.receipt && (
        <CancelReceiptStep
          receipt={cancellation.receipt}
          onStartOver={() => cancellation.startOver()}
        />
      )}
    </Stack>
  );
}

export default observer(CancelScreen);
