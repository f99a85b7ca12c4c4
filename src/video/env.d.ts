// Public settings the widget reads at build time (all optional: '' means the page's own origin).
interface ImportMetaEnv {
  readonly PUBLIC_VIDEO_HOST_LOCAL?: string;
  readonly PUBLIC_VIDEO_HOST_PRESTAGE?: string;
  readonly PUBLIC_VIDEO_HOST_FINALSTAGE?: string;
  readonly PUBLIC_VIDEO_HOST_TST05?: string;
  readonly PUBLIC_VIDEO_HOST_PROD?: string;
  readonly PUBLIC_VIDEO_MEDIA_HOST?: string;
}
