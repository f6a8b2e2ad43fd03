// Setting a new password from a moderator's one-time link (`cubilete admin reset-link`).
import type { Translations } from '../translations';

const en = {
  title: 'Choose a new password',
  why: 'A moderator of this server sent you this link. It works once; every device signed in to your account is signed out.',
  password: 'New password',
  help: '8 to 128 characters.',
  submit: 'Set the password',
  done: 'Your password is set. Sign in with it.',
  signIn: 'Sign in',
  noToken: 'This link is incomplete: ask the moderator for a new one.',
};

export const RESET: Translations<typeof en> = {
  en,
  'pt-BR': {
    title: 'Escolha uma senha nova',
    why: 'Um moderador deste servidor enviou este link para você. Ele funciona uma vez; todos os aparelhos conectados à sua conta saem dela.',
    password: 'Senha nova',
    help: 'De 8 a 128 caracteres.',
    submit: 'Definir a senha',
    done: 'Sua senha foi definida. Entre com ela.',
    signIn: 'Entrar',
    noToken: 'Este link está incompleto: peça um novo ao moderador.',
  },
  'es-AR': {
    title: 'Elegí una contraseña nueva',
    why: 'Un moderador de este servidor te mandó este enlace. Funciona una sola vez; todos los dispositivos con tu cuenta abierta salen de ella.',
    password: 'Contraseña nueva',
    help: 'De 8 a 128 caracteres.',
    submit: 'Guardar la contraseña',
    done: 'Tu contraseña quedó guardada. Ingresá con ella.',
    signIn: 'Ingresar',
    noToken: 'Este enlace está incompleto: pedile uno nuevo al moderador.',
  },
};
