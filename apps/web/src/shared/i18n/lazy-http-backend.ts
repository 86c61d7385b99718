import type { BackendModule, InitOptions, ReadCallback, Services } from 'i18next';
import type { HttpBackendOptions } from 'i18next-http-backend';

type HttpBackendInstance = BackendModule<HttpBackendOptions>;

let loading: Promise<new () => HttpBackendInstance> | undefined;

/** Loads i18next-http-backend's code (once); call early to have it ready. */
export function preloadHttpBackend(): Promise<new () => HttpBackendInstance> {
  loading ??= import('i18next-http-backend').then((m) => m.default as unknown as new () => HttpBackendInstance);
  return loading;
}

/**
 * i18next-http-backend, with its code fetched only when a translation file is first read.
 * English common ships in the bundle, so the first paint of an English page needs no
 * backend at all; Arabic and the screens' namespaces load it on demand. Every option and
 * the retry contract (retryable 5xx / no status, not 4xx) are the library's own.
 */
export class LazyHttpBackend implements BackendModule<HttpBackendOptions> {
  static type = 'backend' as const;
  type = 'backend' as const;
  private backend: Promise<HttpBackendInstance> | undefined;
  private args: [Services, HttpBackendOptions, InitOptions] | undefined;

  init(services: Services, backendOptions: HttpBackendOptions, i18nextOptions: InitOptions): void {
    this.args = [services, backendOptions, i18nextOptions];
  }

  private instance(): Promise<HttpBackendInstance> {
    this.backend ??= preloadHttpBackend().then((HttpBackend) => {
      const backend = new HttpBackend();
      if (this.args) backend.init(...this.args);
      return backend;
    });
    return this.backend;
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    this.instance().then(
      (backend) => backend.read(language, namespace, callback),
      // The code itself did not load (offline): a retryable failure, like no status.
      (error: unknown) => callback(error instanceof Error ? error.message : String(error), true),
    );
  }
}
