#!/usr/bin/env bash
# Makes the small synthetic sample media the video widget plays in the demo and in e2e tests:
# for every fallback sample id an mp4, an HLS and a DASH rendition, posters/thumbnails and WebVTT
# captions, named as the widget derives them:
#   {folderPath}/{adminDisplay}/{adminDisplay}_480.mp4   (plain {adminDisplay}.mp4 for B2B)
#   {folderPath}/{adminDisplay}/{adminDisplay}.m3u8      (streaming names drop the trailing _480)
#   {folderPath}/{adminDisplay}/{adminDisplay}.mpd
#   {folderPath}/{adminDisplay}/{adminDisplay}_480.jpg / _360.jpg / _400/_450/_500.jpg (+ _640x360.jpg for B2B)
#   {folderPath}/{adminDisplay}/{adminDisplay}.vtt
# Also short autoplay previews (mp4 + DASH) for the call-to-action tile:
#   support/previews/wls_preview_{id}/wls_preview_{id}.mp4 and .mpd
# The output is committed, so builds never need ffmpeg. Re-run only to change the samples;
# ONLY=previews makes just the previews, ONLY=watch just the watch-page sample (the other
# samples' files stay byte for byte).
# The ids, lengths and captions here must match sandbox/video/make-feeds.ts, which writes the
# sandbox feeds and src/video/sample-metadata.json (sandbox/video/sandbox-routes.test.ts checks).
set -euo pipefail

FFMPEG=${FFMPEG:-/usr/bin/ffmpeg}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
OUT="$ROOT/public/media/support/videos"
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf

# id | seconds | colour | tone Hz | b2b | media kinds (mp4,hls,dash)
SAMPLES=(
  "5001039|10|0x1f6feb|440|0|mp4,hls,dash"
  "5000858|12|0x2d7e24|494|0|mp4,hls,dash"
  "5001067|8|0xb54800|523|0|mp4,hls,dash"
  "av00024|10|0x6f42c1|587|0|mp4,hls,dash"
  "5001008|10|0xc70032|659|0|mp4,hls,dash"
  "5001106|9|0x00838f|698|0|mp4,hls,dash"
  "4300484|11|0x5a5f66|784|0|mp4,hls,dash"
  "5001172|10|0x8a6d00|880|0|mp4,hls,dash"
  "7000110|10|0x00388f|392|1|mp4,hls,dash"
  # 9000001 deliberately has no mp4: the widget must fall back to HLS (e2e test id).
  "9000001|10|0x333333|330|0|hls"
)

# Two-second caption cues (begin|end|text); {N} is replaced by the sample id.
CAPTIONS=(
  "0|2|Welcome to wireless support video {N}."
  "2|4|In this short video"
  "4|6|we show how to restart your phone."
  "6|8|Hold the power button for ten seconds."
  "8|99|Thanks for watching."
)

have_drawtext=0
# Read the list whole: with pipefail, grep -q closing the pipe early would fail the test.
filters=$("$FFMPEG" -hide_banner -filters 2>/dev/null || true)
if [[ $filters == *" drawtext "* && -f $FONT ]]; then have_drawtext=1; fi

timecode() { printf '00:%02d:%02d.000' $(($1 / 60)) $(($1 % 60)); }

if [[ -n ${ONLY:-} ]]; then SAMPLES=(); fi

for row in "${SAMPLES[@]}"; do
  IFS='|' read -r id secs colour tone b2b kinds <<<"$row"
  name="wls_${id}"
  dir="$OUT/$name"
  rm -rf "$dir"
  mkdir -p "$dir"
  work=$(mktemp -d)

  # A distinct look per id: a coloured band with the id written on the test pattern.
  video="testsrc2=size=480x270:rate=15:duration=${secs}"
  if [[ $have_drawtext == 1 ]]; then
    video+=",drawbox=x=0:y=200:w=480:h=70:color=${colour}:t=fill"
    video+=",drawtext=fontfile=${FONT}:text='Sample ${id}':x=16:y=218:fontsize=28:fontcolor=white"
    video+=",drawtext=fontfile=${FONT}:text='%{pts\\:hms}':x=w-tw-12:y=224:fontsize=18:fontcolor=white"
  else
    video+=",hue=h=${tone}"
  fi
  "$FFMPEG" -hide_banner -loglevel error -y \
    -f lavfi -i "$video" -f lavfi -i "sine=frequency=${tone}:sample_rate=44100:duration=${secs}" \
    -c:v libx264 -profile:v baseline -pix_fmt yuv420p -b:v 120k -maxrate 150k -bufsize 300k -g 30 -keyint_min 30 -sc_threshold 0 \
    -c:a aac -b:a 32k -ac 1 -movflags +faststart -shortest "$work/source.mp4"

  mp4_name="${name}_480.mp4"
  [[ $b2b == 1 ]] && mp4_name="${name}.mp4"
  if [[ $kinds == *mp4* ]]; then cp "$work/source.mp4" "$dir/$mp4_name"; fi
  if [[ $kinds == *hls* ]]; then
    "$FFMPEG" -hide_banner -loglevel error -y -i "$work/source.mp4" -c copy -f hls -hls_time 2 \
      -hls_playlist_type vod -hls_segment_filename "$dir/${name}_%03d.ts" "$dir/${name}.m3u8"
  fi
  if [[ $kinds == *dash* ]]; then
    (cd "$dir" && "$FFMPEG" -hide_banner -loglevel error -y -i "$work/source.mp4" -c copy -f dash -seg_duration 2 \
      -use_template 1 -use_timeline 1 -init_seg_name "${name}_init_\$RepresentationID\$.m4s" \
      -media_seg_name "${name}_chunk_\$RepresentationID\$_\$Number%03d\$.m4s" "${name}.mpd")
  fi

  # Posters and thumbnails from the 2-second frame.
  "$FFMPEG" -hide_banner -loglevel error -y -ss 2 -i "$work/source.mp4" -frames:v 1 -q:v 6 "$dir/${name}_480.jpg"
  for width in 360 400 450 500; do
    "$FFMPEG" -hide_banner -loglevel error -y -ss 2 -i "$work/source.mp4" -frames:v 1 -q:v 7 -vf "scale=${width}:-2" "$dir/${name}_${width}.jpg"
  done
  if [[ $b2b == 1 ]]; then
    "$FFMPEG" -hide_banner -loglevel error -y -ss 2 -i "$work/source.mp4" -frames:v 1 -q:v 6 -vf "scale=640:360" "$dir/${name}_640x360.jpg"
  fi

  {
    echo "WEBVTT"
    echo
    for cue in "${CAPTIONS[@]}"; do
      IFS='|' read -r begin end text <<<"$cue"
      (( end > secs )) && end=$secs
      echo "$(timecode "$begin") --> $(timecode "$end")"
      echo "${text//\{N\}/$id}"
      echo
    done
  } >"$dir/${name}.vtt"

  rm -rf "$work"
  echo "made $dir ($(du -sk "$dir" | cut -f1) KB)"
done
echo "total: $(du -sh "$OUT" | cut -f1)"

# The watch pages' chaptered sample (9100003): three parts long enough for a link to a moment
# past a minute (?t=75), as mp4 only, small (240x136, low bitrate), each with its posters; and the
# whole video's posters and WebVTT file, whose cues are make-feeds.ts's WATCH_CUES.
WATCH_PARTS=(
  "9100031|30|0x1f6feb|440"
  "9100032|40|0x2d7e24|523"
  "9100033|50|0xb54800|659"
)
if [[ -z ${ONLY:-} || ${ONLY:-} == watch ]]; then
  for row in "${WATCH_PARTS[@]}"; do
    IFS='|' read -r id secs colour tone <<<"$row"
    name="wls_${id}"
    dir="$OUT/$name"
    rm -rf "$dir"
    mkdir -p "$dir"
    video="testsrc2=size=240x136:rate=10:duration=${secs}"
    if [[ $have_drawtext == 1 ]]; then
      video+=",drawbox=x=0:y=100:w=240:h=36:color=${colour}:t=fill"
      video+=",drawtext=fontfile=${FONT}:text='Part ${id: -1}':x=8:y=108:fontsize=16:fontcolor=white"
      video+=",drawtext=fontfile=${FONT}:text='%{pts\\:hms}':x=w-tw-8:y=110:fontsize=12:fontcolor=white"
    fi
    "$FFMPEG" -hide_banner -loglevel error -y \
      -f lavfi -i "$video" -f lavfi -i "sine=frequency=${tone}:sample_rate=22050:duration=${secs}" \
      -c:v libx264 -profile:v baseline -pix_fmt yuv420p -b:v 32k -maxrate 48k -bufsize 96k -g 20 -keyint_min 20 -sc_threshold 0 \
      -c:a aac -b:a 16k -ac 1 -movflags +faststart -shortest "$dir/${name}_480.mp4"
    "$FFMPEG" -hide_banner -loglevel error -y -ss 2 -i "$dir/${name}_480.mp4" -frames:v 1 -q:v 6 -vf "scale=480:-2" "$dir/${name}_480.jpg"
    for width in 360 400 450 500; do
      "$FFMPEG" -hide_banner -loglevel error -y -ss 2 -i "$dir/${name}_480.mp4" -frames:v 1 -q:v 7 -vf "scale=${width}:-2" "$dir/${name}_${width}.jpg"
    done
    echo "made $dir ($(du -sk "$dir" | cut -f1) KB)"
  done
  whole="$OUT/wls_9100003"
  rm -rf "$whole"
  mkdir -p "$whole"
  for width in 360 400 450 480 500; do cp "$OUT/wls_9100031/wls_9100031_${width}.jpg" "$whole/wls_9100003_${width}.jpg"; done
  node "$ROOT/sandbox/video/make-feeds.ts" --vtt 9100003 >"$whole/wls_9100003.vtt"
  echo "made $whole"
fi
if [[ ${ONLY:-} == watch ]]; then exit 0; fi

# Autoplay previews: id | seconds | colour. Short, small and silent-looking (a quiet tone, as the
# tile plays them muted), each as an mp4 and a DASH rendition of the same encode.
PREVIEWS=(
  "5001008|4|0xc70032"
)
PREVIEW_OUT="$ROOT/public/media/support/previews"
for row in "${PREVIEWS[@]}"; do
  IFS='|' read -r id secs colour <<<"$row"
  name="wls_preview_${id}"
  dir="$PREVIEW_OUT/$name"
  rm -rf "$dir"
  mkdir -p "$dir"
  video="testsrc2=size=320x180:rate=15:duration=${secs}"
  if [[ $have_drawtext == 1 ]]; then
    video+=",drawbox=x=0:y=140:w=320:h=40:color=${colour}:t=fill"
    video+=",drawtext=fontfile=${FONT}:text='Preview ${id}':x=10:y=150:fontsize=20:fontcolor=white"
  fi
  "$FFMPEG" -hide_banner -loglevel error -y \
    -f lavfi -i "$video" -f lavfi -i "sine=frequency=220:sample_rate=44100:duration=${secs}" \
    -c:v libx264 -profile:v baseline -pix_fmt yuv420p -b:v 80k -maxrate 100k -bufsize 200k -g 30 -keyint_min 30 -sc_threshold 0 \
    -c:a aac -b:a 24k -ac 1 -movflags +faststart -shortest "$dir/${name}.mp4"
  (cd "$dir" && "$FFMPEG" -hide_banner -loglevel error -y -i "${name}.mp4" -c copy -f dash -seg_duration 2 \
    -use_template 1 -use_timeline 1 -init_seg_name "${name}_init_\$RepresentationID\$.m4s" \
    -media_seg_name "${name}_chunk_\$RepresentationID\$_\$Number%03d\$.m4s" "${name}.mpd")
  echo "made $dir ($(du -sk "$dir" | cut -f1) KB)"
done
