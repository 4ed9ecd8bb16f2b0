import type { InputHTMLAttributes } from 'react'

/**
 * One select of a GET filter form: label above, "any" first. Uncontrolled, and re-mounted when the URL's value
 * changes (`key`), so the form shows the filter in the address after back/forward navigation.
 */
export function FilterSelect({
  id,
  name,
  label,
  anyLabel,
  value,
  options,
}: {
  id: string
  name: string
  label: string
  anyLabel: string
  value: string | undefined
  options: ReadonlyArray<{ value: string; label: string }>
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value ?? ''}
        key={`${name}-${value ?? ''}`}
        className="border-line bg-page rounded-md border px-3 py-2"
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/** One text input of a GET filter form, uncontrolled and re-mounted like FilterSelect; `wrapperClassName` sizes it. */
export function FilterInput({
  id,
  name,
  label,
  value,
  wrapperClassName = '',
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue'> & {
  id: string
  name: string
  label: string
  value: string | undefined
  wrapperClassName?: string
}) {
  return (
    <div className={`flex flex-col gap-1 ${wrapperClassName}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input id={id} name={name} defaultValue={value ?? ''} key={`${name}-${value ?? ''}`} {...input} />
    </div>
  )
}
