export function ResetPasswordRoute() {
  return <h1>ResetPassword</h1>;
}
