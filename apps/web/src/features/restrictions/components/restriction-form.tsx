import type {
  TDayTimeBlock,
  TOdometerBlock,
  TProductsBlock,
  TRestrictionDetails,
  TRestrictionType,
  TSitesBlock,
  TSitesBlockInput,
  TSpendingLimitBlock,
} from '@portal/contract';
import { DayTimeForm } from './day-time-form';
import type { FormActionsProps } from './form-actions';
import { OdometerForm } from './odometer-form';
import { ProductsForm } from './products-form';
import { SitesForm } from './sites-form';
import { SpendingLimitsForm } from './spending-limits-form';

/** A block as saved: the sites block in its save form. */
export type BlockInput =
  | TSpendingLimitBlock
  | TProductsBlock
  | TSitesBlockInput
  | TDayTimeBlock
  | TOdometerBlock;

export type RestrictionFormProps = Omit<FormActionsProps, 'onSubmit' | 'disabledReason'> & {
  type: TRestrictionType;
  /** The saved blocks (read form) to start from, when editing. */
  initial: Partial<
    Pick<
      TRestrictionDetails,
      | 'spendingLimitRestriction'
      | 'productAndServicesRestriction'
      | 'sitelocationRestrictions'
      | 'dayTimeRestriction'
      | 'odometerAndDistanceRestriction'
    >
  >;
  settings: { authorityId: string; serviceCode: string; currency: string; distanceUnit: string };
  onSubmit: (block: BlockInput) => void;
};

/** The form of one restriction type, for the wizard's step and the edit page alike. */
export function RestrictionForm({ type, initial, settings, onSubmit, ...actions }: RestrictionFormProps) {
  switch (type) {
    case 'spending-limits':
      return (
        <SpendingLimitsForm
          {...actions}
          initial={initial.spendingLimitRestriction ?? null}
          currency={settings.currency}
          onSubmit={onSubmit}
        />
      );
    case 'products-and-services':
      return (
        <ProductsForm
          {...actions}
          initial={initial.productAndServicesRestriction ?? null}
          authorityId={settings.authorityId}
          serviceCode={settings.serviceCode}
          currency={settings.currency}
          onSubmit={onSubmit}
        />
      );
    case 'sites':
      return (
        <SitesForm
          {...actions}
          initial={(initial.sitelocationRestrictions as TSitesBlock | null) ?? null}
          onSubmit={onSubmit}
        />
      );
    case 'day-and-time':
      return <DayTimeForm {...actions} initial={initial.dayTimeRestriction ?? null} onSubmit={onSubmit} />;
    case 'odometer':
      return (
        <OdometerForm
          {...actions}
          initial={initial.odometerAndDistanceRestriction ?? null}
          distanceUnit={settings.distanceUnit}
          onSubmit={onSubmit}
        />
      );
  }
}
