/**
 * What a step checks (and saves) before Next moves on: true to go on, false to stay (the step has
 * said why). Steps register theirs with `setGuard`.
 */
export type NextGuard = () => boolean | Promise<boolean>;

/** What every step gets from the wizard. */
export type StepProps<OrderRef> = {
  orderRef: OrderRef;
  setGuard: (guard: NextGuard | null) => void;
  utcOffset: number;
};
