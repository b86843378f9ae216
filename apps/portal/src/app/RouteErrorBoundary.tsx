import { Component, type ReactNode } from 'react';
import type { Location } from 'react-router-dom';

type Props = { readonly location: Location; readonly children: ReactNode };
type State = { readonly error: unknown; readonly location: Location };

// What a page that throws while drawing shows (a screen's chunk that cannot be loaded, above
// all): the same as react-router's default error element, which the app had with its data
// router. Moving elsewhere clears it.
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.location === state.location
      ? null
      : { error: undefined, location: props.location };
  }

  override componentDidCatch(error: unknown): void {
    console.error('React Router caught the following error during render', error);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    const message = error instanceof Error ? error.message : JSON.stringify(error);
    const stack = error instanceof Error ? error.stack : null;
    return (
      <>
        <h2>Unexpected Application Error!</h2>
        <h3 style={{ fontStyle: 'italic' }}>{message}</h3>
        {stack ? (
          <pre style={{ padding: '0.5rem', backgroundColor: 'rgba(200,200,200, 0.5)' }}>
            {stack}
          </pre>
        ) : null}
      </>
    );
  }
}
