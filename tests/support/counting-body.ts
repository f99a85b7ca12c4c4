/** A request body of `total` bytes in 64 KB chunks that counts how much of it was pulled. */
export function countingBody(total: number) {
  const chunk = new Uint8Array(64 * 1024).fill(120);
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= total) return controller.close();
      const size = Math.min(chunk.byteLength, total - pulled);
      pulled += size;
      controller.enqueue(chunk.subarray(0, size));
    },
  });
  return { stream, pulled: () => pulled };
}
