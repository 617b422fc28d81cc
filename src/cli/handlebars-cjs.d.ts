// Handlebars' CommonJS build without its package index (which registers `require.extensions`
// for .handlebars files and loads the printer): the same API as the package's own types.
declare module 'handlebars/dist/cjs/handlebars.js' {
  import Handlebars from 'handlebars'
  export default Handlebars
}
