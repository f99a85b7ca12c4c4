/**
 * Inline scripts whose text depends on the page, written as exact strings so their CSP hash is
 * the hash of what the browser runs (a `define:vars` script's text is Astro's to choose).
 */
import { IDLE_DEADLINE_MS } from '../../domain/idle.ts';

/** JSON that cannot close the script element it sits in. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Replaces the address bar's URL (an orcAuth credential removed) without a navigation. */
export function replaceUrlScript(url: string): string {
  return `history.replaceState(history.state, '', ${scriptSafeJson(url)});`;
}

/**
 * Imports a processed module script kept inert in `<template id>` once the page has loaded and
 * the browser is next idle, which comes after the frame that paints what loaded. Its requests
 * then start after the largest paint instead of competing with it: a module script in the page
 * is fetched at high priority, and on a phone that cost the landing pages a round trip before
 * their largest paint (without requestIdleCallback, a task after load). A browser that reports
 * no idle time still imports it at the deadline (src/domain/idle.ts).
 */
export function importOnLoadScript(templateId: string): string {
  // Written minified: every landing page carries it in its first round trip.
  return `addEventListener("load",()=>{const go=()=>{const s=document.getElementById(${scriptSafeJson(templateId)})?.content.querySelector("script[src]");s&&import(s.src)};self.requestIdleCallback?requestIdleCallback(go,{timeout:${IDLE_DEADLINE_MS}}):setTimeout(go)},{once:true});`;
}
