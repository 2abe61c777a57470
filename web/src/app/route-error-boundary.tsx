import { Component, type ReactNode, lazy } from 'react';
import { ChakraBoundary } from './chakra-boundary';

/** A lazy chunk, like Chakra that it renders with: no screen has failed on most visits. */
const ErrorScreen = lazy(() =>
  import('./error-screen').then((module) => ({ default: module.ErrorScreen })),
);

type Props = {
  children: ReactNode;
  /** A new value (the next route) clears the error. */ resetKey: string;
};
type State = { error: unknown; failed: boolean; resetKey: string };

/** A screen that threw while rendering: the error screen (which reports it) until `resetKey` changes. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    return { error: null, failed: false, resetKey: props.resetKey };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ChakraBoundary needed>
        <ErrorScreen error={this.state.error} />
      </ChakraBoundary>
    );
  }
}
