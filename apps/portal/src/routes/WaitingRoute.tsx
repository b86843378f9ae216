export function WaitingRoute() {
  return <h1>Waiting</h1>;
}
