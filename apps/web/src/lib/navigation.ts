// Lets lib code (http client, logout) navigate without importing the router from app.
export type NavigateOptions = { replace?: boolean };
type Navigate = (to: string, options?: NavigateOptions) => void;

let navigate: Navigate = (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

export function setNavigate(next: Navigate): void {
  navigate = next;
}

export function navigateTo(to: string, options?: NavigateOptions): void {
  navigate(to, options);
}
