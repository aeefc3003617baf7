export default function AuthPage() {
  return <h1>Sign in</h1>;
}
