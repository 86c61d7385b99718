import { zodResolver } from '@hookform/resolvers/zod';
import { PRODUCT_LABEL_NAMES, VARIANTS_MAX, GALLERY_MAX, type AdminCategoryNode, type AdminProduct, type AdminProductCreate } from '@shop/core/admin';
import { BUILT_IN_ATTRIBUTES, FIND_LIMITS, PRODUCT_PICTURE_PLACEHOLDER, productPath } from '@shop/core';
import { useId, useState } from 'react';
import { useFieldArray, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../shared/api/client';
import { useSession } from '../../../shared/api/session-store';
import { routes } from '../../../shared/config/routes';
import { Field } from '../../../shared/ui/field';
import { ConfirmDialog } from '../../../shared/ui/modal';
import { Badge, Card, ErrorNotice, Loading, Notice, PageHeader } from '../../../shared/ui/page';
import { flattenTree, useCategoryTree } from '../../../shared/api/catalog';
import { useArchiveProduct, useProduct, useSaveProduct } from '../api/products';
import { useAttributeNames, useCountriesOfOrigin } from '../api/attributes';
import { PictureUpload } from '../../../shared/ui/picture-upload';
import { emptyVariant, productFormSchema, toProductForm, type ProductForm } from './product-form-schema';
import { StockDialog } from './stock-dialog';

type Errors = FieldErrors<ProductForm>;

/** The message of a list as a whole (e.g. 'Exactly one variant must be the default'). */
function listError(e: unknown): string | undefined {
  const x = e as { message?: string; root?: { message?: string } } | undefined;
  return x?.root?.message ?? x?.message;
}

function ProductEditor({ product, tree }: { product?: AdminProduct; tree: AdminCategoryNode[] }) {
  const navigate = useNavigate();
  const id = product?.product_id ?? null;
  const save = useSaveProduct(id);
  // A new product lands here with 'Product added.' in the navigation's state.
  const arrived = (useLocation().state as { saved?: string } | null)?.saved ?? null;
  const [saved, setSaved] = useState<string | null>(arrived);
  const [stockOf, setStockOf] = useState<{ id: number; title: string; stock: number } | null>(null);
  const [videoUrl, setVideoUrl] = useState('');
  const form = useForm<ProductForm, unknown, AdminProductCreate>({ resolver: zodResolver(productFormSchema), defaultValues: toProductForm(product) });
  const variants = useFieldArray({ control: form.control, name: 'variants' });
  const gallery = useFieldArray({ control: form.control, name: 'gallery' });
  const attributes = useFieldArray({ control: form.control, name: 'attributes' });
  const attributeNames = useWatch({ control: form.control, name: 'attributes' });
  const inUse = useAttributeNames().data;
  const datalistId = useId();
  const suggestions = inUse?.map((a) => a.name) ?? [...BUILT_IN_ATTRIBUTES];
  const valuesOf = (name: string) => inUse?.find((a) => a.name.toLowerCase() === name.trim().toLowerCase())?.values ?? [];
  const countries = useCountriesOfOrigin().data;
  const countriesId = useId();
  const chosenCategory = useWatch({ control: form.control, name: 'category_id' });
  const categoryNode = flattenTree(tree).find(({ node }) => String(node.category_id) === chosenCategory)?.node;
  // What an empty HSN code or rate means for the chosen category (its own, else its parents'; null: the settings' default).
  const inheritedHsn = categoryNode ? ` (here ${categoryNode.inherited_hsn_code ?? "the settings' default"})` : '';
  const inheritedRate = categoryNode
    ? ` (here ${categoryNode.inherited_gst_rate === null ? "the settings' default" : `${categoryNode.inherited_gst_rate} %`})`
    : '';
  const picture = useWatch({ control: form.control, name: 'product_image_url' });
  const defaultIndex = useWatch({ control: form.control, name: 'default_index' });
  const { errors, isSubmitting, isDirty } = form.formState;
  const e = errors as Errors;
  // Stock changes only through adjustments, so it is read from the product, not the form.
  const stockById = new Map(product?.variants.map((v) => [v.product_variant_id, v.stock_quantity]));

  const onSubmit = form.handleSubmit(async (body) => {
    setSaved(null);
    try {
      const out = await save.mutateAsync(body);
      form.reset(toProductForm(out));
      if (id === null) navigate(routes.product(out.product_id), { replace: true, state: { saved: 'Product added.' } });
      else setSaved('Saved. The storefront shows the change now.');
    } catch {
      /* shown below */
    }
  });

  const removeVariant = (i: number) => {
    variants.remove(i);
    const d = Number(defaultIndex);
    if (d === i) form.setValue('default_index', '0');
    else if (d > i) form.setValue('default_index', String(d - 1));
  };

  return (
    <>
      <form onSubmit={onSubmit} noValidate>
        {saved ? <Notice>{saved}</Notice> : null}
        {save.error ? <ErrorNotice>{errorMessage(save.error)}</ErrorNotice> : null}
        <div className="grid-2-1">
          <div>
            <Card title="Details">
              <div className="form-grid">
                <Field label="Title" error={e.product_title?.message} className="span-2">
                  <input {...form.register('product_title')} />
                </Field>
                <Field label="Category" error={e.category_id?.message} className="span-2">
                  <select {...form.register('category_id')}>
                    <option value="">Choose…</option>
                    {flattenTree(tree).map(({ node, path }) => (
                      <option key={node.category_id} value={node.category_id}>
                        {path}
                      </option>
                    ))}
                  </select>
                </Field>
                <Field label="Short description" error={e.product_short_description?.message} className="span-2">
                  <textarea rows={2} {...form.register('product_short_description')} />
                </Field>
                <Field
                  label="Description (HTML)"
                  error={e.product_description?.message}
                  className="span-2"
                  hint="Paragraphs, bold, italics, lists, headings (h2–h4), quotes and https links are kept; anything else is removed when saved."
                >
                  <textarea rows={8} className="mono" {...form.register('product_description')} />
                </Field>
                <Field label="Label" error={e.product_label?.message} hint="The badge on the product's card.">
                  <select {...form.register('product_label')}>
                    <option value="">None</option>
                    {PRODUCT_LABEL_NAMES.map((l) => (
                      <option key={l} value={l}>
                        {l}
                      </option>
                    ))}
                  </select>
                </Field>
                <Field label="Featured rank" error={e.featured_rank?.message} hint="Lower comes first in 'featured' order; empty puts it last.">
                  <input inputMode="numeric" {...form.register('featured_rank')} />
                </Field>
                <Field
                  label="Country of origin"
                  error={e.country_of_origin?.message}
                  className="span-2"
                  hint="Required: the product page shows shoppers where the product comes from before they buy."
                >
                  <input list={countriesId} autoComplete="off" placeholder="e.g. India, Brazil" required {...form.register('country_of_origin')} />
                </Field>
                <datalist id={countriesId}>
                  {(countries ?? []).map((c) => (
                    <option key={c.country} value={c.country} />
                  ))}
                </datalist>
                <Field
                  label="HSN code"
                  error={e.hsn_code?.message}
                  hint={`On tax invoices. Empty: the category's, the parent's or the settings' default${inheritedHsn}.`}
                >
                  <input inputMode="numeric" autoComplete="off" placeholder="e.g. 7103" {...form.register('hsn_code')} />
                </Field>
                <Field label="GST rate (%)" error={e.gst_rate?.message} hint={`Empty: the category's, the parent's or the settings' default${inheritedRate}.`}>
                  <input inputMode="decimal" autoComplete="off" placeholder="e.g. 3 or 0.25" {...form.register('gst_rate')} />
                </Field>
                <div className="field field-check">
                  <label className="check">
                    <input type="checkbox" {...form.register('is_trending')} /> Trending (shown in the home page's trending row)
                  </label>
                </div>
              </div>
            </Card>

            <Card
              title="Variants"
              actions={
                variants.fields.length < VARIANTS_MAX ? (
                  <button type="button" className="btn btn-small" onClick={() => variants.append(emptyVariant())}>
                    Add variant
                  </button>
                ) : null
              }
            >
              {listError(e.variants) ? <ErrorNotice>{listError(e.variants)}</ErrorNotice> : null}
              <div className="variants">
                {variants.fields.map((f, i) => {
                  const ve = e.variants?.[i];
                  const existing = f.product_variant_id !== undefined;
                  return (
                    <fieldset key={f.id} className="variant">
                      <legend className="sr-only">Variant {i + 1}</legend>
                      <label className="check variant-default" title="The variant a product card and page show first">
                        <input type="radio" value={String(i)} {...form.register('default_index')} /> Default
                      </label>
                      <Field label="Variant title" error={ve?.product_variant_title?.message} className="variant-title">
                        <input placeholder="e.g. 8 mm beads, Pack of 10, 1–2 kg" {...form.register(`variants.${i}.product_variant_title`)} />
                      </Field>
                      <Field label="Sale price ₹" error={ve?.sale_price_paise?.message}>
                        <input inputMode="decimal" {...form.register(`variants.${i}.sale_price_paise`)} />
                      </Field>
                      <Field label="MRP ₹" error={ve?.mrp_price_paise?.message}>
                        <input inputMode="decimal" {...form.register(`variants.${i}.mrp_price_paise`)} />
                      </Field>
                      {existing ? (
                        <div className="field">
                          <span className="field-label">Stock</span>
                          <span className="variant-stock">
                            <strong>{stockById.get(f.product_variant_id!) ?? f.current_stock}</strong>
                            <button
                              type="button"
                              className="btn btn-small"
                              onClick={() =>
                                setStockOf({ id: f.product_variant_id!, title: f.product_variant_title, stock: stockById.get(f.product_variant_id!) ?? 0 })
                              }
                            >
                              Adjust…
                            </button>
                          </span>
                        </div>
                      ) : (
                        <Field label="Opening stock" error={ve?.stock_quantity?.message}>
                          <input inputMode="numeric" {...form.register(`variants.${i}.stock_quantity`)} />
                        </Field>
                      )}
                      <Field label="Variant note" error={ve?.product_variant_short_description?.message} className="variant-note">
                        <input placeholder="Optional: size, weight, finish" {...form.register(`variants.${i}.product_variant_short_description`)} />
                      </Field>
                      <div className="variant-remove">
                        {variants.fields.length > 1 ? (
                          <button type="button" className="btn btn-small btn-quiet" onClick={() => removeVariant(i)} aria-label={`Remove variant ${i + 1}`}>
                            Remove
                          </button>
                        ) : null}
                      </div>
                    </fieldset>
                  );
                })}
              </div>
            </Card>

            <Card
              title="Search and filters"
              actions={
                attributes.fields.length < FIND_LIMITS.attributesPerProduct ? (
                  <button type="button" className="btn btn-small" onClick={() => attributes.append({ name: '', values: '' })}>
                    Add attribute
                  </button>
                ) : null
              }
            >
              <div className="form-stack">
                <Field
                  label="Aliases"
                  error={e.product_aliases?.message}
                  hint="Other names shoppers search by: Hindi or Arabic names, common misspellings. Separate with commas."
                >
                  <input dir="auto" placeholder="e.g. Jamunia, جمشت, amethist" {...form.register('product_aliases')} />
                </Field>
                <div>
                  <div className="field-label">Attributes</div>
                  <p className="field-hint">What shoppers filter by, in the order the product page lists them. Separate several values with commas.</p>
                </div>
                {listError(e.attributes) ? <ErrorNotice>{listError(e.attributes)}</ErrorNotice> : null}
                {attributes.fields.length === 0 ? <p className="muted small">No attributes yet: the product shows under no filter.</p> : null}
                <datalist id={datalistId}>
                  {suggestions.map((n) => (
                    <option key={n} value={n} />
                  ))}
                </datalist>
                <div className="attributes">
                  {attributes.fields.map((f, i) => {
                    const ae = e.attributes?.[i];
                    const known = valuesOf(attributeNames?.[i]?.name ?? '');
                    return (
                      <div key={f.id} className="attribute-row">
                        <Field label="Name" error={ae?.name?.message}>
                          <input list={datalistId} placeholder="e.g. Chakra" autoComplete="off" {...form.register(`attributes.${i}.name`)} />
                        </Field>
                        <Field label="Values" error={ae?.values?.message}>
                          <input
                            dir="auto"
                            placeholder={known.length ? `e.g. ${known.slice(0, 3).join(', ')}` : 'e.g. Crown, Third Eye'}
                            {...form.register(`attributes.${i}.values`)}
                          />
                        </Field>
                        <div className="attribute-actions button-row">
                          <button
                            type="button"
                            className="btn btn-small btn-quiet"
                            disabled={i === 0}
                            onClick={() => attributes.move(i, i - 1)}
                            aria-label={`Move attribute ${i + 1} up`}
                          >
                            ↑
                          </button>
                          <button
                            type="button"
                            className="btn btn-small btn-quiet"
                            onClick={() => attributes.remove(i)}
                            aria-label={`Remove attribute ${i + 1}`}
                          >
                            Remove
                          </button>
                        </div>
                      </div>
                    );
                  })}
                </div>
              </div>
            </Card>
          </div>

          <div>
            <Card title="Card picture">
              <div className="picture-preview">
                {picture ? (
                  <img src={picture} alt="The product's card picture" />
                ) : (
                  <img src={PRODUCT_PICTURE_PLACEHOLDER} alt="No picture yet: shoppers see this placeholder" />
                )}
              </div>
              {picture ? null : <p className="muted small">No picture yet: shoppers see this placeholder until you add one.</p>}
              <div className="button-row">
                <PictureUpload
                  label={picture ? 'Replace…' : 'Upload a picture…'}
                  onUploaded={(r) => form.setValue('product_image_url', r.image_url, { shouldDirty: true })}
                />
                {picture ? (
                  <button type="button" className="btn btn-small btn-quiet" onClick={() => form.setValue('product_image_url', '', { shouldDirty: true })}>
                    Remove
                  </button>
                ) : null}
              </div>
              {e.product_image_url?.message ? <div className="field-error">{e.product_image_url.message}</div> : null}
              <p className="muted small">JPEG, PNG, WebP or GIF up to 8 MiB; cut to a square and saved as WebP in 800 and 400 px.</p>
            </Card>

            <Card
              title="Gallery"
              actions={
                <span className="muted small">
                  {gallery.fields.length} of {GALLERY_MAX}
                </span>
              }
            >
              {listError(e.gallery) ? <ErrorNotice>{listError(e.gallery)}</ErrorNotice> : null}
              {gallery.fields.length === 0 ? <p className="muted small">The product page shows the card picture alone.</p> : null}
              <ol className="gallery-list">
                {gallery.fields.map((g, i) => (
                  <li key={g.id}>
                    {g.type === 'image' ? (
                      <img src={g.url} alt="" className="thumb" />
                    ) : g.thumb ? (
                      <span className="thumb thumb-video has-poster" style={{ backgroundImage: `url("${g.thumb}")` }}>
                        ▶
                      </span>
                    ) : (
                      <span className="thumb thumb-video">▶</span>
                    )}
                    <span className="gallery-url small" title={g.url}>
                      {g.type === 'image' ? 'Picture' : g.url}
                      {e.gallery?.[i] ? (
                        <span className="field-error">
                          {' '}
                          {(e.gallery[i] as { image_url?: { message?: string }; video_url?: { message?: string } }).image_url?.message ??
                            (e.gallery[i] as { video_url?: { message?: string } }).video_url?.message}
                        </span>
                      ) : null}
                    </span>
                    <span className="button-row">
                      <button
                        type="button"
                        className="btn btn-small btn-quiet"
                        disabled={i === 0}
                        onClick={() => gallery.move(i, i - 1)}
                        aria-label={`Move item ${i + 1} up`}
                      >
                        ↑
                      </button>
                      <button
                        type="button"
                        className="btn btn-small btn-quiet"
                        disabled={i === gallery.fields.length - 1}
                        onClick={() => gallery.move(i, i + 1)}
                        aria-label={`Move item ${i + 1} down`}
                      >
                        ↓
                      </button>
                      <button type="button" className="btn btn-small btn-quiet" onClick={() => gallery.remove(i)} aria-label={`Remove item ${i + 1}`}>
                        ✕
                      </button>
                    </span>
                  </li>
                ))}
              </ol>
              {gallery.fields.length < GALLERY_MAX ? (
                <div className="form-stack gallery-add">
                  <PictureUpload label="Add a picture…" onUploaded={(r) => gallery.append({ type: 'image', url: r.image_url })} />
                  <div className="inline-add">
                    <input aria-label="Video link" placeholder="YouTube link" value={videoUrl} onChange={(ev) => setVideoUrl(ev.target.value)} />
                    <button
                      type="button"
                      className="btn btn-small"
                      disabled={!videoUrl.trim()}
                      onClick={() => {
                        gallery.append({ type: 'video', url: videoUrl.trim() });
                        setVideoUrl('');
                      }}
                    >
                      Add video
                    </button>
                  </div>
                </div>
              ) : null}
            </Card>
          </div>
        </div>
        <div className="form-footer sticky-footer">
          <button type="submit" className="btn btn-primary" disabled={isSubmitting || (id !== null && !isDirty)}>
            {isSubmitting ? 'Saving…' : id === null ? 'Add product' : 'Save changes'}
          </button>
          {id !== null ? (
            <button type="button" className="btn btn-quiet" disabled={!isDirty} onClick={() => form.reset(toProductForm(product))}>
              Undo changes
            </button>
          ) : (
            <Link to={routes.products} className="btn btn-quiet">
              Cancel
            </Link>
          )}
        </div>
      </form>
      {/* Outside the product's form: a form inside a form would submit both (React's submit event bubbles). */}
      {stockOf ? <StockDialog variantId={stockOf.id} title={stockOf.title} current={stockOf.stock} onClose={() => setStockOf(null)} /> : null}
    </>
  );
}

function ArchiveButton({ product }: { product: AdminProduct }) {
  const archive = useArchiveProduct(product.product_id);
  const [asking, setAsking] = useState(false);
  if (product.archived) {
    return (
      <button type="button" className="btn" disabled={archive.isPending} onClick={() => archive.mutate(false)}>
        Put back on sale
      </button>
    );
  }
  return (
    <>
      <button type="button" className="btn btn-danger-quiet" onClick={() => setAsking(true)}>
        Archive
      </button>
      {asking ? (
        <ConfirmDialog
          title="Archive this product?"
          message="It leaves the storefront (listings, search and its page); orders keep it. You can put it back on sale at any time."
          confirmLabel="Archive"
          danger
          busy={archive.isPending}
          error={archive.error ? <ErrorNotice>{errorMessage(archive.error)}</ErrorNotice> : null}
          onCancel={() => setAsking(false)}
          onConfirm={() => archive.mutate(true, { onSuccess: () => setAsking(false) })}
        />
      ) : null}
    </>
  );
}

/** /products/new and /products/{id}: the product editor. */
export default function ProductPage() {
  const param = useParams().id;
  const isNew = param === undefined;
  const id = Number(param);
  const { data, error, isPending } = useProduct(id, !isNew);
  // The editor waits for the tree: a <select> registered before its options exist shows
  // 'Choose…' although the product has a category.
  const tree = useCategoryTree();
  const isOwner = useSession()?.staff.role === 'owner';
  const back = <Link to={routes.products}>‹ Products</Link>;
  if ((!isNew && isPending) || tree.isPending) return <Loading />;
  if (!tree.data || (!isNew && !data))
    return (
      <>
        <PageHeader back={back} title={isNew ? 'New product' : 'Product'} />
        <ErrorNotice error={error ?? tree.error} />
      </>
    );
  if (isNew) {
    return (
      <>
        <PageHeader back={back} title="New product" />
        <ProductEditor tree={tree.data} />
      </>
    );
  }
  if (!data) return null;
  return (
    <>
      <PageHeader
        back={back}
        title={
          <>
            {data.product_title} {data.archived ? <Badge tone="muted">Archived</Badge> : null}
          </>
        }
        subtitle={`${data.stock_quantity} in stock over ${data.variants.length} variant${data.variants.length === 1 ? '' : 's'} · ${data.review_count} reviews`}
        actions={
          <>
            {!data.archived ? (
              <a className="btn" href={productPath(data.product_title, data.product_id)} target="_blank" rel="noopener noreferrer">
                View in shop ↗
              </a>
            ) : null}
            {isOwner ? (
              <Link className="btn btn-quiet" to={`${routes.audit}?entity=product&entity_id=${data.product_id}`}>
                History
              </Link>
            ) : null}
            <ArchiveButton product={data} />
          </>
        }
      />
      {data.archived ? <Notice tone="info">This product is archived: shoppers cannot see or buy it.</Notice> : null}
      <ProductEditor key={data.product_id} product={data} tree={tree.data} />
    </>
  );
}
