export function RegisterRoute() {
  return <h1>Register</h1>;
}
