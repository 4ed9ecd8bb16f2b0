import { useQueryClient } from '@tanstack/react-query'
import { TextField } from '@/components/form/field'
import { SendForm } from '@/components/form/send-form'
import { useFieldValues } from '@/components/form/use-field-values'
import { SignedOutNotice } from '@/components/form/signed-out-notice'
import { useFormMutation } from '@/components/form/use-form-mutation'
import { useHydrated } from '@/components/form/use-hydrated'
import { Alert } from '@/components/ui/alert'
import { buttonPrimary } from '@/components/ui/button-styles'
import { minorDigits, minorToDecimal } from '@/lib/format'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { addDepartureFn, updateDepartureFn } from '../departures.functions'
import { departureKeys } from '../departures.queries'
import type { StaffDeparture } from '../departures.schemas'

/** "1290", "1290.5" or "1 290,50" in the currency's minor units; NaN when it is not a price (the server says so). */
export function priceToMinor(text: string, currency: string): number {
  const cleaned = text.replace(/[\s\u00a0]/g, '').replace(',', '.')
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return Number.NaN
  const digits = /^[A-Z]{3}$/.test(currency) ? minorDigits(currency) : 2
  const [whole, fraction = ''] = cleaned.split('.') as [string, string?]
  if (fraction.length > digits) return Number.NaN
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0')
}

interface Values {
  startDate: string
  endDate: string
  price: string
  currency: string
  seatsTotal: string
}

/**
 * Add a departure to a trip, or change one: dates, price per person (in major units, as staff think of it) and the
 * seats. The server checks everything (dates in order, seats not below what is booked) and says it at the field.
 */
export function DepartureForm({
  locale,
  tripId,
  departure,
  idPrefix,
  onSaved,
}: {
  locale: Locale
  tripId: number
  /** The departure to change; a new one without it. */
  departure?: StaffDeparture
  idPrefix: string
  onSaved?: () => void
}) {
  const hydrated = useHydrated()
  const queryClient = useQueryClient()
  const empty: Values = { startDate: '', endDate: '', price: '', currency: 'EUR', seatsTotal: '12' }
  const { values, setValues, set } = useFieldValues<Values>(
    departure
      ? {
          startDate: departure.startDate,
          endDate: departure.endDate,
          price: minorToDecimal(departure.priceMinor, departure.currency),
          currency: departure.currency,
          seatsTotal: String(departure.seatsTotal),
        }
      : empty,
  )
  const { focusRoot, ...save } = useFormMutation<Values, StaffDeparture>({
    call: (v) => {
      const fields = {
        startDate: v.startDate,
        endDate: v.endDate,
        priceMinor: priceToMinor(v.price, v.currency.trim().toUpperCase()),
        currency: v.currency,
        seatsTotal: Number(v.seatsTotal),
        locale,
      }
      return departure
        ? updateDepartureFn({ data: { ...fields, id: departure.id } })
        : addDepartureFn({ data: { ...fields, tripId } })
    },
    fallback: m.departures_admin_error_generic(),
    successToast: () => ({
      kind: 'success',
      title: departure ? m.departures_admin_saved_toast() : m.departures_admin_added_toast(),
    }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: departureKeys.all })
      if (!departure) setValues(empty)
      onSaved?.()
    },
  })
  const error = (field: string) => save.fieldError(field)
  return (
    <SendForm ref={focusRoot} className="space-y-4" onSend={() => void save.submit(values)}>
      <SignedOutNotice locale={locale} {...save.notice} />
      {save.failure && !save.failure.fields && <Alert kind="error">{save.failure.message}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${idPrefix}-start`}
          name="startDate"
          type="date"
          label={m.departures_field_start()}
          value={values.startDate}
          onChange={set('startDate')}
          error={error('startDate')}
          required
        />
        <TextField
          id={`${idPrefix}-end`}
          name="endDate"
          type="date"
          label={m.departures_field_end()}
          value={values.endDate}
          onChange={set('endDate')}
          error={error('endDate')}
          required
        />
        <TextField
          id={`${idPrefix}-price`}
          name="price"
          inputMode="decimal"
          label={m.departures_field_price()}
          value={values.price}
          onChange={set('price')}
          error={error('priceMinor')}
          required
        />
        <TextField
          id={`${idPrefix}-currency`}
          name="currency"
          label={m.departures_field_currency()}
          value={values.currency}
          onChange={set('currency')}
          error={error('currency')}
          maxLength={3}
          autoCapitalize="characters"
          required
        />
        <TextField
          id={`${idPrefix}-seats`}
          name="seatsTotal"
          type="number"
          min={1}
          max={500}
          label={m.departures_field_seats()}
          value={values.seatsTotal}
          onChange={set('seatsTotal')}
          error={error('seatsTotal')}
          required
        />
      </div>
      <button type="submit" className={`${buttonPrimary} sm:w-auto`} disabled={!hydrated || save.busy}>
        {departure ? m.departures_admin_save_action() : m.departures_admin_add_action()}
      </button>
    </SendForm>
  )
}
