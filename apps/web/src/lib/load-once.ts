/** Code fetched at most once (a lazy part's module): `loaded` once it came, `load` starts or joins. */
export type LoadOnce<M> = { loaded: M | null; load: () => Promise<M> };

/** docs/web.md "Delivery": the stand-ins that swap in antd's real field on first use share this. */
export function loadOnce<M>(fetch: () => Promise<M>): LoadOnce<M> {
  let loading: Promise<M> | null = null;
  const state: LoadOnce<M> = {
    loaded: null,
    load: () =>
      (loading ??= fetch().then((module) => {
        state.loaded = module;
        return module;
      })),
  };
  return state;
}
