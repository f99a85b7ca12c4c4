/**
 * Writes the sandbox video feeds (sandbox/video/feeds/{id}.json) and the widget's built-in
 * sample metadata (src/video/sample-metadata.json) from one table, so titles, lengths and
 * captions agree with the media made by scripts/make-sample-media.sh (same ids, seconds and
 * caption cues), and the Spanish versions the content service answers for `locale=es-US`
 * (sandbox/video/feeds/es-US/{id}.json) of the videos the landing pages show. Run:
 * `node sandbox/video/make-feeds.ts && npx prettier --write sandbox/video/feeds src/video/sample-metadata.json`
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const FEEDS_DIR = path.join(HERE, 'feeds');
const SPANISH_DIR = path.join(FEEDS_DIR, 'es-US');
const SAMPLES_FILE = path.join(HERE, '..', '..', 'src', 'video', 'sample-metadata.json');

interface Sample {
  id: string;
  seconds: number;
  title: string;
  description: string;
  category: string[];
  launchDate: string;
  startMode: string;
}

const sample = (
  ...[id, seconds, title, description, category, launchDate, startMode = '0']: [
    string,
    number,
    string,
    string,
    string[],
    string,
    string?,
  ]
): Sample => ({
  id,
  seconds,
  title,
  description,
  category,
  launchDate,
  startMode,
});

const SAMPLES: Sample[] = [
  sample(
    '5001039',
    10,
    'How to restart your phone',
    'Restart a frozen or slow phone in a few steps.',
    ['attvideo_category:support/wireless', 'attvideo_category:support/devices'],
    '2024-03-14',
  ),
  sample(
    '5000858',
    12,
    'Set up Wi-Fi Calling',
    'Turn on Wi-Fi Calling so you can call where signal is weak.',
    ['attvideo_category:support/wireless'],
    '2023-11-02',
    '1',
  ),
  sample(
    '5001067',
    8,
    'Check your data usage',
    'See how much data you have used this month.',
    ['attvideo_category:support/wireless', 'attvideo_category:support/billing'],
    '2024-01-22',
  ),
  sample(
    'av00024',
    10,
    'Pay your bill online',
    'Pay your wireless bill online or set up AutoPay.',
    ['attvideo_category:support/billing'],
    '2022-06-30',
  ),
  sample(
    '5001008',
    10,
    'Set up voicemail',
    'Set up your voicemail box and greeting.',
    ['attvideo_category:support/wireless'],
    '2024-05-09',
  ),
  sample(
    '5001106',
    9,
    'Move contacts to a new phone',
    'Copy your contacts when you switch phones.',
    ['attvideo_category:support/devices'],
    '2024-07-18',
  ),
  sample(
    '4300484',
    11,
    'Fix no-signal problems',
    'What to try when your phone shows no signal.',
    ['attvideo_category:support/wireless', 'attvideo_category:support/network'],
    '2021-09-01',
  ),
  sample(
    '5001172',
    10,
    'Unlock your device',
    'Request a device unlock to use it with another carrier.',
    ['attvideo_category:support/devices'],
    '2024-10-03',
  ),
  sample(
    '7000110',
    10,
    'Manage lines for your business',
    'Add and manage lines on your business account.',
    ['attvideo_category:B2B/wireless', 'attvideo_category:smallbusiness/wireless'],
    '2024-02-12',
  ),
  // Test-only: its mp4 is deliberately absent from public/media (HLS fallback test).
  sample(
    '9000001',
    10,
    'Streaming-only test video',
    'Test video whose mp4 is absent, so the player falls back to HLS.',
    ['attvideo_category:support/test'],
    '2024-04-01',
  ),
];

/** The fallback ids the spec names; only these get built-in sample metadata. */
const FALLBACK_IDS = [
  '5001039',
  '5000858',
  '5001067',
  'av00024',
  '5001008',
  '5001106',
  '4300484',
  '5001172',
  '7000110',
];

const timecode = (s: number) => `00:00:${String(s).padStart(2, '0')}.000`;

/** The same cues as CAPTIONS in scripts/make-sample-media.sh. */
function captions(id: string, seconds: number): string {
  const cues: [number, number, string][] = [
    [0, 2, `Welcome to wireless support video ${id}.`],
    [2, 4, 'In this short<br/>video'],
    [4, 6, 'we show how to restart your phone.'],
    [6, 8, 'Hold the power button for ten seconds.'],
    [8, 99, 'Thanks for watching.'],
  ];
  return JSON.stringify(
    cues.map(([b, e, t]) => ({ b: timecode(b), t, e: timecode(Math.min(e, seconds)) })),
  );
}

function common(s: Sample, extra: Record<string, unknown> = {}) {
  return {
    id: s.id,
    adminDisplay: `wls_${s.id}`,
    folderPath: 'support/videos',
    timelineCaptions: captions(s.id, s.seconds),
    startMode: s.startMode,
    state: 'Active',
    launchDate: s.launchDate,
    videoModifiedDate: `${s.launchDate}T12:00:00Z`,
    category: s.category,
    hoverToggle: 'false',
    hoverTime: '',
    internalSearchShow: 'true',
    isFamilyFriendly: 'true',
    length: `0:${String(s.seconds).padStart(2, '0')}`,
    windowTitle: s.title,
    description: s.description,
    linkUrl: [] as string[],
    recommendedVideoIds: [] as string[],
    overlayText: '',
    postRollId: '',
    variationID: '',
    formats: ['mp4', 'm3u8', 'mpd'],
    chapteredVideo: [],
    ...extra,
  };
}

/**
 * The Spanish track of the main sample: the same cues in Spanish, as its WebVTT file
 * public/media/support/videos/wls_5001039/wls_5001039.es.vtt says them.
 */
const SPANISH_CUES: [number, number, string][] = [
  [0, 2, 'Le damos la bienvenida al video de soporte inalámbrico 5001039.'],
  [2, 4, 'En este breve<br/>video'],
  [4, 6, 'le mostramos cómo reiniciar su teléfono.'],
  [6, 8, 'Mantenga presionado el botón de encendido durante diez segundos.'],
  [8, 10, 'Gracias por ver este video.'],
];

const feeds = new Map<string, Record<string, unknown>>(SAMPLES.map((s) => [s.id, common(s)]));
// Part 2 data on the main sample: related videos for the end screen and one timed link button;
// and a Spanish caption track, which Spanish pages show.
feeds.set('5001039', {
  ...common(SAMPLES[0] as Sample),
  captionTracks: [
    JSON.stringify({
      srclang: 'es',
      label: 'Español',
      timelineCaptions: JSON.stringify(
        SPANISH_CUES.map(([b, e, t]) => ({ b: timecode(b), t, e: timecode(e) })),
      ),
    }),
  ],
  recommendedVideoIds: ['5000858', '5001067', '5001172'],
  linkUrl: [
    JSON.stringify({
      n: 'Visit support',
      u: '/wireless',
      bc: 'blue',
      b: '2',
      e: '6',
      p: 'topright',
    }),
  ],
});
feeds.set(
  '9000002',
  common(
    sample(
      '9000002',
      10,
      'Retired video',
      'This video reached end of life.',
      ['attvideo_category:support/wireless'],
      '2019-01-01',
    ),
    { state: 'EOL' },
  ),
);
feeds.set(
  '9000003',
  common(
    sample(
      '9000003',
      10,
      'Inactive video',
      'This video is not active.',
      ['attvideo_category:support/wireless'],
      '2020-01-01',
    ),
    { state: 'Inactive' },
  ),
);

// Chapters, link buttons, overlay text and related videos (video/parts): their own ids, reusing
// the sample media, so the fallback samples above stay as they are.
const part = (id: string, seconds: number, title: string) => {
  const base = SAMPLES.find((s) => s.id === id) as Sample;
  return JSON.stringify(common({ ...base, seconds, title }));
};
feeds.set(
  '9100001',
  common(
    sample(
      '9100001',
      17,
      'Get started with your new phone',
      'A chaptered video: check your data, then move your contacts.',
      ['attvideo_category:support/devices'],
      '2024-08-20',
    ),
    {
      adminDisplay: 'wls_5001067',
      chapteredVideo: [
        part('5001067', 8, 'Check your data usage'),
        part('5001106', 9, 'Move contacts to a new phone'),
      ],
    },
  ),
);
feeds.set(
  '9100002',
  common(
    sample(
      '9100002',
      8,
      'Everything the player can add',
      'Timed link buttons, overlay text, related videos and a rating panel.',
      ['attvideo_category:support/wireless'],
      '2024-09-12',
    ),
    {
      adminDisplay: 'wls_5001067',
      linkUrl: [
        JSON.stringify({
          n: 'See plans',
          u: '/wireless',
          bc: 'blue',
          b: '2',
          e: '5',
          p: 'topleft',
        }),
        JSON.stringify({
          n: 'Get help',
          u: '/smallbusiness/wireless',
          bc: 'black',
          b: '4',
          e: '7',
        }),
        // Dropped at the metadata boundary: not a safe link.
        JSON.stringify({ n: 'Bad', u: 'javascript:alert(1)', bc: 'blue', b: '0', e: '8' }),
      ],
      overlayText: JSON.stringify({
        h: 'Save on every line',
        sh: 'Support that fits your plan',
        c: '<p>Watch how to <strong>check your data</strong> in a minute.</p><script>alert(1)</script>',
        l: 'Offer terms apply.',
        bt: 'See plans',
        bu: '/wireless',
        t: 'dark',
        p: 'left',
      }),
      // 0000000 has no feed: it is left out of the end screen ('cms route call failed' logged).
      recommendedVideoIds: ['5000858', '0000000', '5001172'],
    },
  ),
);
/**
 * The watch pages' chaptered sample: three parts (30, 40 and 50 s of the media made by
 * scripts/make-sample-media.sh, ONLY=watch) playing as one two-minute timeline, so a link to a
 * moment past a minute has somewhere to land; a caption every five seconds, so its transcript
 * reads as one. Related videos: the main sample and a chaptered one.
 */
const WATCH_PARTS: [string, number, string, string][] = [
  [
    '9100031',
    30,
    'Charge and turn on your phone',
    'Charge the battery, then hold the side button.',
  ],
  [
    '9100032',
    40,
    'Insert your SIM card',
    'Open the SIM tray and place the card with its notch first.',
  ],
  [
    '9100033',
    50,
    'Bring your contacts across',
    'Copy contacts from your old phone or your cloud account.',
  ],
];
const WATCH_CUES: [number, number, string][] = [
  [0, 5, 'Welcome. In two minutes your new phone will be ready to use.'],
  [5, 10, 'First, plug the charger into the phone and a wall socket.'],
  [10, 15, 'Let it charge for at least thirty minutes before setting it up.'],
  [15, 20, 'Press and hold the side button until the logo appears.'],
  [20, 25, 'Choose your language and join a Wi-Fi network.'],
  [25, 30, 'Now your phone is on and ready for its SIM card.'],
  [30, 35, 'Part two: find the small tray on the side of the phone.'],
  [35, 40, 'Push the SIM tool into the hole next to the tray.'],
  [40, 45, 'The tray slides out. Take it out gently.'],
  [45, 50, 'Place the SIM card in the tray with the notch first.'],
  [50, 55, 'The gold contacts face down.'],
  [55, 60, 'Slide the tray back in until it clicks.'],
  [60, 65, 'After a few seconds the phone shows the network name.'],
  [65, 70, 'If it shows No SIM, take the tray out and try again.'],
  [70, 75, 'Part three: your contacts.'],
  [75, 80, 'Open Settings and choose Accounts.'],
  [80, 85, 'Sign in to the account your old phone saved contacts to.'],
  [85, 90, 'Turn on Contacts, and they start to sync.'],
  [90, 95, 'No account? Use the transfer app on both phones.'],
  [95, 100, 'Keep the phones close together while they copy.'],
  [100, 105, 'Large address books can take a few minutes.'],
  [105, 110, 'Open Contacts to check that everyone is there.'],
  [110, 115, 'Your new phone is ready.'],
  [115, 120, 'Thanks for watching.'],
];
const clock = (s: number) =>
  `00:${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}.000`;
feeds.set(
  '9100003',
  common(
    sample(
      '9100003',
      120,
      'Set up your new phone, step by step',
      'Charge and turn on your new phone, insert your SIM card and bring your contacts across.',
      ['attvideo_category:support/wireless', 'attvideo_category:support/devices'],
      '2024-10-21',
    ),
    {
      length: '2:00',
      timelineCaptions: JSON.stringify(
        WATCH_CUES.map(([b, e, t]) => ({ b: clock(b), t, e: clock(e) })),
      ),
      chapteredVideo: WATCH_PARTS.map(([id, seconds, title, description]) =>
        JSON.stringify(
          common(
            sample(
              id,
              seconds,
              title,
              description,
              ['attvideo_category:support/devices'],
              '2024-10-21',
            ),
            { length: `0:${String(seconds).padStart(2, '0')}` },
          ),
        ),
      ),
      recommendedVideoIds: ['5001039', '9100001'],
    },
  ),
);

// Call-to-action previews: a hover preview that loops the 2–5 s segment (e2e checks the loop).
feeds.set('5000858', {
  ...common(SAMPLES[1] as Sample),
  hoverToggle: 'true',
  hoverTime: JSON.stringify({ b: '2', e: '5' }),
});

/**
 * The Spanish versions: the helpful-info videos of both landing pages and the main sample's
 * related videos, each the English feed with its texts in Spanish (usted), as the content service
 * answers `locale=es-US`. The media, and so the feed's own English captions, are the same; the
 * main sample lists its Spanish caption track as its English feed does. Any other id has no
 * Spanish version (the service answers 404).
 */
const SPANISH: Record<string, { title: string; description: string }> = {
  '5001039': {
    title: 'Cómo reiniciar su teléfono',
    description: 'Reinicie en pocos pasos un teléfono que no responde o funciona lento.',
  },
  '5000858': {
    title: 'Configure las llamadas por Wi-Fi',
    description: 'Active las llamadas por Wi-Fi para llamar donde la señal es débil.',
  },
  '5001067': {
    title: 'Consulte su uso de datos',
    description: 'Vea cuántos datos ha usado este mes.',
  },
  '5001008': {
    title: 'Configure su buzón de voz',
    description: 'Configure su buzón de voz y su saludo.',
  },
  '5001172': {
    title: 'Desbloquee su dispositivo',
    description: 'Solicite el desbloqueo de su dispositivo para usarlo con otro proveedor.',
  },
};
/** The main sample's timed link button, in Spanish. */
const SPANISH_LINKS: Record<string, string[]> = {
  '5001039': [
    JSON.stringify({
      n: 'Visite Soporte',
      u: '/es/wireless',
      bc: 'blue',
      b: '2',
      e: '6',
      p: 'topright',
    }),
  ],
};

if (process.argv[2] === '--vtt') {
  // scripts/make-sample-media.sh writes the watch sample's WebVTT file from the same cues.
  const lines = ['WEBVTT', ''];
  for (const [b, e, t] of WATCH_CUES) lines.push(`${clock(b)} --> ${clock(e)}`, t, '');
  process.stdout.write(lines.join('\n'));
  process.exit(0);
}

for (const [id, body] of feeds) {
  writeFileSync(
    path.join(FEEDS_DIR, `${id}.json`),
    `${JSON.stringify({ common: body }, null, 2)}\n`,
  );
}
mkdirSync(SPANISH_DIR, { recursive: true });
for (const [id, { title, description }] of Object.entries(SPANISH)) {
  const english = feeds.get(id) as Record<string, unknown>;
  const body = {
    ...english,
    windowTitle: title,
    description,
    ...(SPANISH_LINKS[id] ? { linkUrl: SPANISH_LINKS[id] } : {}),
  };
  writeFileSync(
    path.join(SPANISH_DIR, `${id}.json`),
    `${JSON.stringify({ common: body }, null, 2)}\n`,
  );
}
writeFileSync(
  SAMPLES_FILE,
  `${JSON.stringify(Object.fromEntries(FALLBACK_IDS.map((id) => [id, feeds.get(id)])), null, 2)}\n`,
);
console.log(
  `wrote ${feeds.size} feeds, ${Object.keys(SPANISH).length} Spanish versions and ${FALLBACK_IDS.length} built-in samples`,
);
