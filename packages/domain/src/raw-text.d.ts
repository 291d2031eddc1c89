/** A file's text, imported with Vite's `?raw` suffix (index.test.ts reads the barrel's list of modules so). */
declare module '*?raw' {
  const text: string
  export default text
}
