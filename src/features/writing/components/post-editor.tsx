import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useBlocker } from '@tanstack/react-router'
import { useId, type ClipboardEvent, type DragEvent } from 'react'
import { SelectField, TextareaField, TextField, inputClass } from '@/components/form/field'
import { SignedOutNotice } from '@/components/form/signed-out-notice'
import { useHydrated } from '@/components/form/use-hydrated'
import { buttonPrimary, buttonSecondary } from '@/components/ui/button-styles'
import { localeNames, locales, type Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { editorOptionsQuery } from '../writing.queries'
import { BODY_MAX, TITLE_MAX, EXCERPT_MAX, type MyPost } from '../writing.schemas'
import { ConflictPanel } from './conflict-panel'
import { ImageUpload } from '@/components/form/image-upload'
import { indicatorOf, isDirty, type Draft } from './editor-state'
import { PostPreview } from './post-preview'
import { ModerationNote, StatusBadge } from './post-status'
import { SaveIndicator } from './save-indicator'
import { AddPhotosButton, StoryPhotosDialog } from './story-photos'
import { TagPicker } from './tag-picker'
import { useEditorActions } from './use-editor-actions'
import { usePostSave } from './use-post-save'
import { insertBlock, PHOTO_TYPES, useStoryPhotos } from './use-story-photos'

const actionPrimary = buttonPrimary.replace('w-full', 'w-auto')
const actionSecondary = buttonSecondary.replace('w-full', 'w-auto')

/**
 * The editor of /{lang}/profile/blog/create and /{lang}/profile/blog/{id}. Drafts save themselves while the author
 * types (debounced) and show their state; a published post changes only on "Save changes" (nothing half-edited goes
 * live). Leaving with unsaved edits asks first; a failed save keeps the text and tries again.
 */
export function PostEditor({ locale, userId, post }: { locale: Locale; userId: string; post: MyPost | null }) {
  const { data: options } = useSuspenseQuery(editorOptionsQuery(locale))
  const hydrated = useHydrated()
  const editor = usePostSave({ locale, userId, post })
  const { state, dispatch } = editor
  const { draft, errors, status } = state
  const { busy, editorRef, conflictPanel, signedOutNotice, actions, act, retrySignedOut, loadNewer, keepMine } =
    useEditorActions({ locale, userId, editor })
  const dirty = isDirty(state)
  // A refusal no field explains (a limit, ADR 051) is said in the server's words instead of "correct the fields".
  const refusal = state.save === 'invalid' && !Object.keys(errors).length ? state.formError : null

  useBlocker({
    shouldBlockFn: () => dirty && !window.confirm(m.writing_leave_warning()),
    enableBeforeUnload: () => dirty,
  })

  const update = (patch: Partial<Draft>, slugTyped = false) => dispatch({ type: 'edit', patch, slugTyped })
  const titleId = useId()
  const isPublished = status === 'published'
  const canAct = hydrated && !busy
  const bodyId = `${titleId}-body`
  const bodyArea = () => document.getElementById(bodyId) as HTMLTextAreaElement | null
  const caret = () => bodyArea()?.selectionEnd ?? draft.body.length
  const photos = useStoryPhotos({
    locale,
    maxMb: options.uploadMaxMb,
    onInsert: (markdown, at) => {
      const next = insertBlock(draft.body, at, markdown)
      update({ body: next.body })
      requestAnimationFrame(() => bodyArea()?.setSelectionRange(next.caret, next.caret))
    },
  })
  // Image files dropped or pasted onto the text go through the same dialog; anything else is the text area's.
  const hasImageFiles = (items: DataTransfer | null) =>
    !!items && Array.from(items.items).some((item) => item.kind === 'file' && PHOTO_TYPES.includes(item.type))
  const onDragOver = (e: DragEvent<HTMLTextAreaElement>) => {
    if (hydrated && hasImageFiles(e.dataTransfer)) e.preventDefault()
  }
  const onDrop = (e: DragEvent<HTMLTextAreaElement>) => {
    if (!hydrated || !photos.add(Array.from(e.dataTransfer.files), caret())) return
    e.preventDefault()
  }
  const onPaste = (e: ClipboardEvent<HTMLTextAreaElement>) => {
    if (!hydrated || !photos.add(Array.from(e.clipboardData.files), caret())) return
    e.preventDefault()
  }

  return (
    <div ref={editorRef} className="w-full">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <div>
          <Link to="/$lang/profile/blog" params={{ lang: locale }} className="text-sm">
            {m.writing_back_to_list()}
          </Link>
          <h1 id={titleId} className="text-3xl font-bold tracking-tight">
            {post ? m.writing_editor_edit_title() : m.writing_editor_create_title()}
          </h1>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <StatusBadge status={status} />
          <SaveIndicator state={indicatorOf(state)} savedAt={state.savedAt} locale={locale} refusal={refusal} />
        </div>
      </div>

      {post && <ModerationNote post={{ status, moderationReason: post.moderationReason }} className="mb-4" />}
      {state.conflict && (
        <ConflictPanel
          panelRef={conflictPanel}
          headingId={`${titleId}-conflict`}
          loadFailed={state.conflictLoadFailed}
          busy={busy}
          onKeepMine={() => void keepMine()}
          onLoadNewer={() => void loadNewer()}
        />
      )}

      <SignedOutNotice
        ref={signedOutNotice}
        locale={locale}
        signedOut={state.signedOut}
        stillSignedOut={state.stillSignedOut}
        autosaves={!isPublished}
        busy={busy}
        onRetry={retrySignedOut}
      />

      {state.formError && state.save === 'invalid' && (
        <p role="alert" className="mb-4 rounded-md border border-red-700 bg-red-50 p-3 text-red-800">
          {refusal ?? m.writing_save_state_invalid()}
        </p>
      )}

      <form
        aria-labelledby={titleId}
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          void act({}, m.writing_save_state_saved())
        }}
        className="grid gap-6"
      >
        <div>
          <TextField
            label={m.writing_field_title()}
            name="title"
            value={draft.title}
            onChange={(title) => update({ title })}
            error={errors.title}
            maxLength={TITLE_MAX}
            required
          />
          <AddPhotosButton photos={photos} disabled={!hydrated} caret={caret} hintId={`${bodyId}-photos-hint`} />
          <TextareaField
            id={bodyId}
            label={m.writing_field_body()}
            name="body"
            value={draft.body}
            onChange={(body) => update({ body })}
            // Said as it is typed: the preview stops above the limit, and a save would only say it then.
            error={
              errors.body ?? (draft.body.length > BODY_MAX ? m.writing_field_too_long({ max: BODY_MAX }) : undefined)
            }
            hint={m.writing_field_body_hint()}
            rows={20}
            className={`${inputClass} font-mono text-sm`}
            onDragOver={onDragOver}
            onDrop={onDrop}
            onPaste={onPaste}
          />
          <StoryPhotosDialog photos={photos} onClosed={() => bodyArea()?.focus()} />
        </div>
        <fieldset className="border-line rounded-lg border p-5">
          <legend className="px-1 font-semibold">{m.editor_settings_title()}</legend>
          <div className="grid gap-x-6 md:grid-cols-2">
            <TextField
              label={m.writing_field_slug()}
              name="slug"
              value={draft.slug}
              onChange={(slug) => update({ slug }, true)}
              error={errors.slug}
              hint={m.writing_field_slug_hint()}
              maxLength={120}
              autoCapitalize="none"
              spellCheck={false}
            />
            <TextField
              label={m.writing_field_published_at()}
              name="publishedAt"
              type="datetime-local"
              value={draft.publishedAt}
              onChange={(publishedAt) => update({ publishedAt })}
              error={errors.publishedAt}
              hint={m.writing_field_published_at_hint()}
            />
            <SelectField
              label={m.writing_field_lang()}
              name="lang"
              value={draft.lang}
              onChange={(lang) => update({ lang })}
              error={errors.lang}
              options={locales.map((l) => ({ value: l, label: localeNames[l] }))}
            />
            <SelectField
              label={m.writing_field_category()}
              name="categorySlug"
              value={draft.categorySlug}
              onChange={(categorySlug) => update({ categorySlug })}
              error={errors.categorySlug}
              options={[
                { value: '', label: m.writing_field_category_none() },
                ...options.categories.map((c) => ({ value: c.slug, label: c.name })),
              ]}
            />
            <div className="md:col-span-2">
              <TagPicker
                options={options.tags}
                tags={draft.tags}
                newTags={draft.newTags}
                disabled={!hydrated}
                error={errors.tags ?? Object.entries(errors).find(([key]) => key.startsWith('newTags'))?.[1]}
                onChange={(tags, newTags) => update({ tags, newTags })}
              />
            </div>
            <TextareaField
              label={m.writing_field_excerpt()}
              name="excerpt"
              value={draft.excerpt}
              onChange={(excerpt) => update({ excerpt })}
              error={errors.excerpt}
              hint={m.writing_field_excerpt_hint()}
              rows={5}
              maxLength={EXCERPT_MAX}
            />
            <div>
              <ImageUpload
                locale={locale}
                label={m.writing_field_cover()}
                value={draft.cover}
                maxMb={options.uploadMaxMb}
                disabled={!hydrated}
                removeLabel={m.writing_field_cover_remove()}
                onUploaded={(upload) => update({ coverImageId: upload.id, cover: upload })}
                onRemove={() => update({ coverImageId: null, cover: null })}
              />
              {errors.coverImageId && <p className="-mt-2 mb-4 text-sm text-error">{errors.coverImageId}</p>}
            </div>
          </div>
        </fieldset>
        <div>
          <div ref={actions} className="flex flex-wrap gap-3">
            {isPublished ? (
              <>
                <button type="submit" className={actionPrimary} disabled={!canAct}>
                  {m.writing_update_button()}
                </button>
                <button
                  type="button"
                  className={actionSecondary}
                  disabled={!canAct}
                  onClick={() => void act({ status: 'unpublished' }, m.writing_unpublished_toast())}
                >
                  {m.writing_action_unpublish()}
                </button>
              </>
            ) : (
              <>
                <button
                  type="button"
                  className={actionPrimary}
                  disabled={!canAct || !draft.title.trim()}
                  onClick={() => void act({ status: 'published' }, m.writing_published_toast())}
                >
                  {m.writing_action_publish()}
                </button>
                <button type="submit" className={actionSecondary} disabled={!canAct || !draft.title.trim()}>
                  {m.writing_save_now()}
                </button>
              </>
            )}
            {isPublished && state.savedSlug && (
              <Link
                to="/$lang/blog/posts/$slug"
                params={{ lang: locale, slug: state.savedSlug }}
                className={actionSecondary}
              >
                {m.writing_action_view()}
              </Link>
            )}
          </div>
        </div>
        <PostPreview body={draft.body} title={draft.title} lang={draft.lang} />
      </form>
    </div>
  )
}
