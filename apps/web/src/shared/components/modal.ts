// antd's `Modal` carries Modal.confirm, .info, .success, .error, .warning and .useModal as
// properties, so a screen that imports it loads the confirmation dialogs with it (about 3 KiB gzip).
// Dialogs import this one instead; a confirmation goes through `App.useApp().modal`.
export { default as Modal } from 'antd/es/modal/Modal'
