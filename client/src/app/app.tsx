import { AppProviders } from "./providers";
import { AppLayout } from "./layout";
import { AppRouter } from "./router";

export function App() {
  return (
    <AppProviders>
      <AppLayout>
        <AppRouter />
      </AppLayout>
    </AppProviders>
  );
}
