import { Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { useWithdrawal } from './use-withdrawal';
import { WithdrawFormStep } from './withdraw-form-step';
import { WithdrawReceiptStep } from './withdraw-receipt-step';
import { WithdrawReviewStep } from './withdraw-review-step';

/**
 * /withdraw (Art. 11a CRD, §356a BGB): withdrawing from a contract without signing in, in three
 * steps: the form, the confirmation with the law's button, the receipt.
 */
function WithdrawScreen() {
  const { t } = useTranslation();
  const { withdrawal } = useWithdrawal();
  useDocumentTitle(t('withdraw.title'));
  return (
    <Stack pt="8" data-screen="withdraw">
      {withdrawal.step === 'form' && <WithdrawFormStep store={withdrawal} />}
      {withdrawal.step === 'review' && <WithdrawReviewStep store={withdrawal} />}
      {withdrawal.step === 'done' && withdrawal.receipt && (
        <WithdrawReceiptStep
          receipt={withdrawal.receipt}
          onStartOver={() => withdrawal.startOver()}
        />
      )}
    </Stack>
  );
}

export default observer(WithdrawScreen);
