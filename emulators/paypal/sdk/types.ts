/**
 * The subset of the PayPal JS SDK's Buttons contract the stand-in implements (what
 * `@paypal/react-paypal-js` passes and calls). Kept local and loose: the props arrive through
 * react-paypal-js's proxy and may be any of PayPal's documented callbacks.
 */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type JsonRecord = { [key: string]: Json };

export interface InitActions {
  enable(): Promise<void>;
  disable(): Promise<void>;
}

export interface ClickActions {
  resolve(): Promise<void>;
  reject(): Promise<void>;
}

export interface CreateSubscriptionActions {
  subscription: {
    create(body: object): Promise<string>;
    revise(subscriptionID: string, body: object): Promise<string>;
  };
}

export interface CreateOrderActions {
  order: { create(body: object): Promise<string> };
}

/** onApprove's data: a subscription's (`subscriptionID`) or an order's (`payerID`, `paymentID`). */
export interface ApproveData {
  orderID: string;
  subscriptionID?: string;
  payerID?: string | null;
  paymentID?: string | null;
  billingToken?: string | null;
  facilitatorAccessToken: string;
  paymentSource: 'paypal';
}

export interface ApproveActions {
  subscription?: { get(): Promise<JsonRecord>; activate(): Promise<void> };
  order?: {
    get(): Promise<JsonRecord>;
    capture(): Promise<JsonRecord>;
    authorize(): Promise<JsonRecord>;
    patch(): Promise<void>;
  };
  redirect(url: string): void;
  restart(): void;
}

export interface ButtonStyle {
  color?: 'gold' | 'blue' | 'silver' | 'white' | 'black';
  shape?: 'rect' | 'pill' | 'sharp';
  height?: number;
  label?: string;
  borderRadius?: number;
}

export interface ButtonsProps {
  createSubscription?: (data: JsonRecord, actions: CreateSubscriptionActions) => Promise<string>;
  createOrder?: (data: JsonRecord, actions: CreateOrderActions) => Promise<string>;
  onApprove?: (data: ApproveData, actions: ApproveActions) => Promise<void> | void;
  onCancel?: (data: { orderID: string }, actions: { redirect(url?: string): void }) => void;
  /** May return (or resolve) false, or call actions.reject(), to stop the flow. */
  onClick?: (data: JsonRecord, actions: ClickActions) => unknown;
  onError?: (error: Error) => void;
  onInit?: (data: JsonRecord, actions: InitActions) => void;
  fundingSource?: string;
  style?: ButtonStyle;
  message?: unknown;
}

export interface ButtonsComponent {
  isEligible(): boolean;
  render(container: HTMLElement | string): Promise<void>;
  updateProps(props: Partial<ButtonsProps>): Promise<void>;
  close(): Promise<void>;
}

/** What the approval page posts to its opener: a subscription's (or revision's) or an order's. */
export interface ApprovalMessage {
  source: 'paypal-emulator';
  type: 'approved' | 'cancelled';
  subscriptionID?: string;
  orderID?: string;
}
