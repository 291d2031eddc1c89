// antd's `Input` carries Input.Search, .Password, .OTP and .Group as properties, so a screen that
// imports it loads all of them (about 5 KiB gzip). Screens with a plain text box or text area
// import these instead; Search and Password stay on antd's `Input`.
export { default as Input } from 'antd/es/input/Input'
export { default as TextArea } from 'antd/es/input/TextArea'
