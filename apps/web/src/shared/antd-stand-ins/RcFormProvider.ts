// Stands in for `@rc-component/form` where antd's form context imports it (vite.config.ts:
// antdStandIns). That context is in every screen's code (the inputs, the modal, the config provider
// read it), but it takes only `FormProvider` from the package's index, and the index attaches Field,
// List and useForm to the Form as it loads: the whole form engine and its validator (about 12 KiB
// gzip) came into the shell. Taken from its own file, the engine loads with the screens that have a form.
export { FormProvider } from '@rc-component/form/es/FormContext'
