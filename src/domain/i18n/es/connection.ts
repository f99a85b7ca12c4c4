import type en from '../en/connection.ts';
import type { Translation } from '../translation.ts';

export default {
  signIn: 'Para iniciar sesión se necesita conexión.',
  personal:
    'No tiene conexión: para iniciar sesión se necesita conexión. Su ayuda guardada funciona sin ella.',
} satisfies Translation<typeof en>;
