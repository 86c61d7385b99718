import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../test-app.js';
import { signUpAndLogin, type Customer } from '../accounts.js';
import { admin, staffUser, type StaffUser } from '../admin.js';

let t: TestShop;
let owner: StaffUser;
let member: StaffUser;
let customer: Customer;
let categoryId: number;
let otherCategoryId: number;
beforeAll(async () => {
  t = await createTestShop();
  [owner, member, customer] = await Promise.all([staffUser(t, 'owner'), staffUser(t, 'staff'), signUpAndLogin(t, 'nosy')]);
  const cats = await t.shop.db.selectFrom('categories').select(['category_id']).where('parent_id', 'is', null).orderBy('category_id').limit(2).execute();
  [categoryId, otherCategoryId] = [cats[0]!.category_id, cats[1]!.category_id];
});
afterAll(async () => {
  await t?.close();
});

const auditRows = (action: string, entityId?: number) => {
  let q = t.shop.db.selectFrom('audit_log').selectAll().where('action', '=', action);
  if (entityId !== undefined) q = q.where('entity_id', '=', String(entityId));
  return q.orderBy('audit_id').execute();
};

const ART = '/media/art/slide-amethyst-cluster-201.svg';
const UPLOAD = '/media/uploads/2026/11/rose-quartz.webp';

/** Every back-office route of content, reviews, messages, customers, settings and audit: [method, path, body, owner only]. */
const ROUTES: Array<[method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, body?: unknown, ownerOnly?: boolean]> = [
  ['GET', 'slides'],
  ['GET', 'slides/1'],
  ['POST', 'slides', {}],
  ['PUT', 'slides/order', { ids: [] }],
  ['PATCH', 'slides/1', {}],
  ['DELETE', 'slides/999999'],
  ['GET', 'banners'],
  ['PATCH', 'banners/1', {}],
  ['GET', 'blogs'],
  ['GET', 'blogs/1'],
  ['POST', 'blogs', {}],
  ['PATCH', 'blogs/1', {}],
  ['DELETE', 'blogs/999999'],
  ['GET', 'videos'],
  ['GET', 'videos/1'],
  ['POST', 'videos', {}],
  ['PATCH', 'videos/1', {}],
  ['DELETE', 'videos/999999'],
  ['GET', 'reviews'],
  ['GET', 'reviews/1'],
  ['POST', 'reviews/999999/hide'],
  ['POST', 'reviews/999999/show'],
  ['DELETE', 'reviews/999999'],
  ['GET', 'messages'],
  ['GET', 'messages/1'],
  ['POST', 'messages/999999/handled'],
  ['POST', 'messages/999999/reopen'],
  ['GET', 'customers'],
  ['GET', 'customers/1'],
  ['GET', 'settings'],
  ['PUT', 'settings', {}, true],
  ['GET', 'audit', undefined, true],
];

describe('the doors of every content, review, message, customer, settings and audit route', () => {
  it('no token is 401, a customer token is 403, staff reach all but the owner’s, the owner reaches all; answers are private', async () => {
    for (const [method, path, body, ownerOnly] of ROUTES) {
      const what = `${method} ${path}`;
      const guest = await admin(t, method, path, null, body);
      expect(guest.status, what).toBe(401);
      expect(guest.body.message, what).toBe('Please sign in to the back office.');
      const asCustomer = await admin(t, method, path, { headers: { authorization: `Bearer ${customer.token}` } }, body);
      expect(asCustomer.status, what).toBe(403);
      expect(asCustomer.body.message, what).toBe('A customer account cannot open the back office.');
      expect((await admin(t, method, path, { headers: { token: customer.token } }, body)).status, what).toBe(403);
      // Past the door: an answer of the route itself (200, or 400/404 for these placeholder ids and bodies).
      const asStaff = await admin(t, method, path, member, body);
      if (ownerOnly) {
        expect(asStaff.status, what).toBe(403);
        expect(asStaff.body.message, what).toBe('Only the shop owner can do this.');
      } else {
        expect([200, 400, 404], what).toContain(asStaff.status);
      }
      const asOwner = await admin(t, method, path, owner, body);
      expect([200, 400, 404], what).toContain(asOwner.status);
      expect(asOwner.headers['cache-control'], what).toBe('no-store');
    }
  });

  it('every route is in the OpenAPI document with its schemas', async () => {
    const doc = (await t.get('docs')).body;
    for (const [method, path] of ROUTES) {
      const key = `/admin/${path.replace(/\/(\d+)(?=\/|$)/g, '/{id}')}`;
      const op = doc.paths[key]?.[method.toLowerCase()];
      expect(op, `${method} ${key}`).toBeDefined();
      expect(Object.keys(op.responses), `${method} ${key}`).toContain(method === 'POST' && !/\/(hide|show|handled|reopen)$/.test(path) ? '201' : '200');
    }
  });
});

describe('home slides', () => {
  it('adds, changes, reorders and removes slides; the home API shows each change at once; each write is audited', async () => {
    const before = (await admin(t, 'GET', 'slides', member)).body.data as Array<{ slider_id: number }>;
    expect(before.length).toBeGreaterThan(0);

    const made = await admin(t, 'POST', 'slides', member, {
      slider_title: '  Geodes of the monsoon  ',
      slider_description: 'Cracked open in Jaipur',
      slider_image_url: UPLOAD,
      category_id: categoryId,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const slide = made.body.data;
    expect(slide).toMatchObject({ slider_title: 'Geodes of the monsoon', slider_image_url: UPLOAD, category_id: categoryId, sort_order: before.length });
    let home = (await t.get('Home/GetHomeSlider')).body.data;
    expect(home.at(-1)).toMatchObject({ slider_id: slide.slider_id, slider_title: 'Geodes of the monsoon' });

    const changed = await admin(t, 'PATCH', `slides/${slide.slider_id}`, member, {
      slider_title: 'Monsoon geodes',
      category_id: otherCategoryId,
      slider_image_url: ART,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({
      slider_title: 'Monsoon geodes',
      slider_description: 'Cracked open in Jaipur',
      category_id: otherCategoryId,
      slider_image_url: ART,
    });
    const audit = await auditRows('home_slide.update', slide.slider_id);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.staff_email).toBe(member.email);
    expect(JSON.parse(audit[0]!.before_json!)).toMatchObject({ slider_title: 'Geodes of the monsoon' });
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ slider_title: 'Monsoon geodes' });

    // The new slide first, the others after it in their order.
    const order = [slide.slider_id, ...before.map((s) => s.slider_id)];
    const reordered = await admin(t, 'PUT', 'slides/order', owner, { ids: order });
    expect(reordered.status, JSON.stringify(reordered.body)).toBe(200);
    expect(reordered.body.data.map((s: { slider_id: number }) => s.slider_id)).toEqual(order);
    home = (await t.get('Home/GetHomeSlider')).body.data;
    expect(home.map((s: { slider_id: number }) => s.slider_id)).toEqual(order);
    expect(home[0].slider_title).toBe('Monsoon geodes');

    for (const bad of [order.slice(1), [...order, order[0]], [...order.slice(1), 999999]]) {
      const res = await admin(t, 'PUT', 'slides/order', owner, { ids: bad });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('The new order must list every home slide exactly once');
    }

    const removed = await admin(t, 'DELETE', `slides/${slide.slider_id}`, member);
    expect(removed.body).toEqual({ success: true, message: 'Home slide deleted.' });
    expect((await t.get('Home/GetHomeSlider')).body.data.map((s: { slider_id: number }) => s.slider_id)).not.toContain(slide.slider_id);
    expect((await admin(t, 'DELETE', `slides/${slide.slider_id}`, member)).status).toBe(404);
    expect((await admin(t, 'GET', `slides/${slide.slider_id}`, member)).body).toEqual({ success: false, message: 'Home slide not found' });
    const deleted = await auditRows('home_slide.delete', slide.slider_id);
    expect(JSON.parse(deleted[0]!.before_json!)).toMatchObject({ slider_title: 'Monsoon geodes' });
    expect(deleted[0]!.after_json).toBeNull();
    expect(await auditRows('home_slide.create', slide.slider_id)).toHaveLength(1);
    expect(await auditRows('home_slide.reorder')).toHaveLength(1);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const valid = { slider_title: 'Quartz', slider_image_url: ART, category_id: categoryId };
    const cases: Array<[unknown, number, string | RegExp]> = [
      [{ ...valid, slider_title: '   ' }, 400, 'Title is required'],
      [{ ...valid, slider_title: 'x'.repeat(101) }, 400, 'Title must be at most 100 characters'],
      [{ ...valid, slider_image_url: 'javascript:alert(1)' }, 400, 'Image must be a picture uploaded to the shop (an address starting with /media/)'],
      [{ ...valid, slider_image_url: 'data:image/png;base64,AAAA' }, 400, /^Image must be a picture uploaded/],
      [{ ...valid, slider_image_url: 'https://evil.example/x.png' }, 400, /^Image must be a picture uploaded/],
      [{ ...valid, slider_image_url: '//evil.example/media/x.png' }, 400, /^Image must be a picture uploaded/],
      [{ ...valid, slider_image_url: '/media/../etc/passwd' }, 400, /^Image must be a picture uploaded/],
      [{ ...valid, slider_image_url: '/media/art/x.svg?onload=1' }, 400, /^Image must be a picture uploaded/],
      [{ ...valid, slider_image_url: '' }, 400, 'Image is required'],
      [{ ...valid, category_id: 0 }, 400, 'category_id must be a whole number from 1 to 2147483647'],
      [{ ...valid, category_id: 2 ** 53 }, 400, 'category_id must be a whole number from 1 to 2147483647'],
      [{ ...valid, category_id: '3' }, 400, 'category_id must be a whole number from 1 to 2147483647'],
      [{ ...valid, category_id: 987654 }, 404, 'Category not found'],
      [{ ...valid, sort_order: -1 }, 400, 'sort_order must be a whole number from 0 to 100000'],
      [{ ...valid, sort_order: 1e12 }, 400, 'sort_order must be a whole number from 0 to 100000'],
      [{ ...valid, slider_id: 1 }, 400, 'Unknown field: slider_id'],
      [{ ...valid, slider_title: 'Qu\u0000artz' }, 400, 'slider_title must not contain control characters'],
      [[valid], 400, 'The body must be a JSON object'],
    ];
    const count = async () =>
      (
        await t.shop.db
          .selectFrom('home_slides')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const n = await count();
    for (const [body, status, message] of cases) {
      const res = await admin(t, 'POST', 'slides', member, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.success).toBe(false);
      if (typeof message === 'string') expect(res.body.message, JSON.stringify(body)).toBe(message);
      else expect(res.body.message, JSON.stringify(body)).toMatch(message);
    }
    expect(await count()).toBe(n);

    expect((await admin(t, 'PATCH', 'slides/1', member, {})).body.message).toBe('Send at least one field to change');
    for (const id of ['0', '-1', 'abc', '1.5', '99999999999', '12abc']) {
      const res = await admin(t, 'PATCH', `slides/${id}`, member, { slider_title: 'X' });
      expect(res.status, id).toBe(400);
      expect(res.body.message, id).toBe('Slide id must be a whole number from 1 to 2147483647');
    }
    expect((await admin(t, 'PATCH', 'slides/987654', member, { slider_title: 'X' })).status).toBe(404);
    expect((await admin(t, 'PATCH', 'slides/1', member, { category_id: 987654 })).body.message).toBe('Category not found');
  });
});

describe('promo banners', () => {
  it('lists exactly three, edits one (the home API shows it), and has no route to add or remove one', async () => {
    const list = await admin(t, 'GET', 'banners', member);
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(3);
    const banner = list.body.data[1];
    const res = await admin(t, 'PATCH', `banners/${banner.banner_id}`, member, {
      banner_title: 'Festive geodes',
      banner_subtitle: 'Up to 20% off',
      banner_image_url: UPLOAD,
      category_id: null,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ banner_id: banner.banner_id, banner_title: 'Festive geodes', category_id: null, category_title: null });
    const home = (await t.get('Home/GetPromoBanners')).body.data;
    expect(home).toHaveLength(3);
    expect(home[1]).toMatchObject({ banner_title: 'Festive geodes', banner_subtitle: 'Up to 20% off', banner_image_url: UPLOAD, category_id: null });
    const linked = await admin(t, 'PATCH', `banners/${banner.banner_id}`, member, { category_id: categoryId });
    expect(linked.body.data.category_id).toBe(categoryId);
    const audit = await auditRows('promo_banner.update', banner.banner_id);
    expect(audit).toHaveLength(2);
    expect(JSON.parse(audit[0]!.before_json!).banner_title).toBe(banner.banner_title);

    expect((await admin(t, 'POST', 'banners', member, { banner_title: 'Fourth' })).status).toBe(404);
    expect((await admin(t, 'DELETE', `banners/${banner.banner_id}`, member)).status).toBe(404);
    expect((await admin(t, 'PATCH', 'banners/987654', member, { banner_title: 'X' })).body).toEqual({ success: false, message: 'Promo banner not found' });
    expect((await admin(t, 'PATCH', `banners/${banner.banner_id}`, member, { banner_image_url: 'http://127.0.0.1/x.png' })).status).toBe(400);
    expect((await admin(t, 'PATCH', `banners/${banner.banner_id}`, member, { banner_id: 7 })).body.message).toBe('Unknown field: banner_id');
    expect((await admin(t, 'GET', 'banners', member)).body.data).toHaveLength(3);
  });
});

describe('blogs', () => {
  it('writes a blog with sanitised HTML and a slug from its title; the storefront lists it; edits and deletes it', async () => {
    const res = await admin(t, 'POST', 'blogs', member, {
      blog_title: 'Caring for  amethyst',
      blog_description:
        '<p onclick="steal()">Keep it <strong>out of the sun</strong>.</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>',
      blog_image_url: ART,
      blog_publish_date: '2099-01-02',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const blog = res.body.data;
    expect(blog.blog_slug).toBe('Caring-for-amethyst');
    expect(blog.blog_description).toContain('<strong>out of the sun</strong>');
    expect(blog.blog_description).not.toMatch(/script|onclick|onerror|javascript|<img/i);
    const stored = await t.shop.db.selectFrom('blogs').selectAll().where('blog_id', '=', blog.blog_id).executeTakeFirstOrThrow();
    expect(stored.blog_description).toBe(blog.blog_description);

    const front = (await t.get('Home/GetBlogs?page=1&limit=1')).body.data[0];
    expect(front).toMatchObject({ blog_id: blog.blog_id, blog_title: 'Caring for  amethyst', blog_publish_date: '2099-01-02' });

    const found = await admin(t, 'GET', 'blogs?q=AMETHYST&page_size=5', member);
    expect(found.body).toMatchObject({ success: true, page: 1, page_size: 5 });
    expect(found.body.data.map((b: { blog_id: number }) => b.blog_id)).toContain(blog.blog_id);
    expect((await admin(t, 'GET', 'blogs?q=%25%25nothing-like-this', member)).body).toMatchObject({ data: [], total: 0 });
    expect((await admin(t, 'GET', `blogs/${blog.blog_id}`, member)).body.data.blog_title).toBe('Caring for  amethyst');

    const edited = await admin(t, 'PATCH', `blogs/${blog.blog_id}`, owner, { blog_title: 'Amethyst care', blog_description: '<h2>Sun</h2><p>Fades it.</p>' });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ blog_slug: 'Amethyst-care', blog_description: '<h2>Sun</h2><p>Fades it.</p>', blog_image_url: ART });
    const audit = await auditRows('blog.update', blog.blog_id);
    expect(JSON.parse(audit[0]!.before_json!).blog_title).toBe('Caring for  amethyst');
    expect(JSON.parse(audit[0]!.after_json!).blog_title).toBe('Amethyst care');

    expect((await admin(t, 'DELETE', `blogs/${blog.blog_id}`, member)).body.message).toBe('Blog deleted.');
    expect((await t.get('Home/GetBlogs?page=1&limit=1')).body.data[0].blog_id).not.toBe(blog.blog_id);
    expect((await admin(t, 'GET', `blogs/${blog.blog_id}`, member)).status).toBe(404);
    expect(await auditRows('blog.delete', blog.blog_id)).toHaveLength(1);
  });

  it('refuses bad blogs', async () => {
    const valid = { blog_title: 'Quartz', blog_description: '<p>Clear.</p>', blog_image_url: ART, blog_publish_date: '2026-02-28' };
    const cases: Array<[unknown, string]> = [
      [{ ...valid, blog_publish_date: '2026-02-30' }, 'Publish date must be a real date written YYYY-MM-DD'],
      [{ ...valid, blog_publish_date: '28/02/2026' }, 'Publish date must be a real date written YYYY-MM-DD'],
      [{ ...valid, blog_publish_date: 20260228 }, 'Publish date must be a real date written YYYY-MM-DD'],
      [{ ...valid, blog_description: '<script>alert(1)</script>' }, 'Description has no text left once unsafe markup is removed'],
      [{ ...valid, blog_description: ' ' }, 'Description is required'],
      [{ ...valid, blog_description: 'x'.repeat(100_001) }, 'Description must be at most 100000 characters'],
      [{ ...valid, blog_image_url: 'javascript:alert(1)' }, 'Image must be a picture uploaded to the shop (an address starting with /media/)'],
      [{ ...valid, blog_slug: 'mine' }, 'Unknown field: blog_slug'],
      [{ ...valid, blog_title: undefined }, 'Title is required'],
    ];
    for (const [body, message] of cases) {
      const res = await admin(t, 'POST', 'blogs', member, body);
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await admin(t, 'GET', 'blogs?page=0', member)).body.message).toMatch(/^page /);
    expect((await admin(t, 'GET', 'blogs?page_size=101', member)).body.message).toMatch(/^page_size /);
    expect((await admin(t, 'GET', `blogs?q=${'x'.repeat(101)}`, member)).body.message).toBe('Search text must be at most 100 characters');
    expect((await admin(t, 'GET', 'blogs?q=a%00b', member)).status).toBe(400);
    expect((await admin(t, 'PATCH', 'blogs/987654', member, { blog_title: 'X' })).body).toEqual({ success: false, message: 'Blog not found' });
  });
});

describe('product videos', () => {
  it('adds a video to a product (canonical link, thumbnail, after its pictures), lists, edits, reorders and removes it; the storefront follows', async () => {
    const product = await t.shop.db.selectFrom('products').select(['product_id', 'product_title']).orderBy('product_id', 'desc').executeTakeFirstOrThrow();
    const galleryMax = await t.shop.db
      .selectFrom('product_gallery')
      .select((eb) => eb.fn.max<number>('sort_order').as('m'))
      .where('product_id', '=', product.product_id)
      .executeTakeFirst();
    const res = await admin(t, 'POST', 'videos', member, { product_id: product.product_id, product_video_url: ' https://youtu.be/dQw4w9WgXcQ?t=3 ' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const video = res.body.data;
    expect(video).toMatchObject({
      product_id: product.product_id,
      product_title: product.product_title,
      product_video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      product_slider_image_url: 'https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      sort_order: galleryMax?.m === null || galleryMax?.m === undefined ? 0 : Number(galleryMax.m) + 1,
    });
    const gallery = (await t.get(`Home/GetProductSlider?product_id=${product.product_id}`)).body.data;
    expect(gallery.at(-1)).toMatchObject({ product_gallery_id: video.product_gallery_id, product_video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    const front = (await t.get(`Products/GetProductVideos?page=1&limit=1`)).body.data[0];
    expect(front).toMatchObject({ product_id: product.product_id, product_video_url: video.product_video_url });

    const mine = await admin(t, 'GET', `videos?product_id=${product.product_id}`, member);
    expect(mine.body.data.map((v: { product_gallery_id: number }) => v.product_gallery_id)).toContain(video.product_gallery_id);
    const byTitle = await admin(t, 'GET', `videos?q=${encodeURIComponent(product.product_title.toUpperCase())}&page_size=100`, member);
    expect(byTitle.body.data.map((v: { product_gallery_id: number }) => v.product_gallery_id)).toContain(video.product_gallery_id);
    const all = await admin(t, 'GET', 'videos?page=2&page_size=5', member);
    expect(all.body).toMatchObject({ page: 2, page_size: 5 });
    expect(all.body.total).toBeGreaterThan(5);

    const edited = await admin(t, 'PATCH', `videos/${video.product_gallery_id}`, member, {
      product_video_url: 'https://www.youtube.com/shorts/abcdefghijk',
      sort_order: 0,
    });
    expect(edited.body.data).toMatchObject({
      product_video_url: 'https://www.youtube.com/shorts/abcdefghijk',
      product_slider_image_url: 'https://img.youtube.com/vi/abcdefghijk/hqdefault.jpg',
      sort_order: 0,
    });
    const audit = await auditRows('product_video.update', video.product_gallery_id);
    expect(JSON.parse(audit[0]!.before_json!).product_video_url).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');

    expect((await admin(t, 'DELETE', `videos/${video.product_gallery_id}`, member)).body.message).toBe('Product video deleted.');
    const after = (await t.get(`Home/GetProductSlider?product_id=${product.product_id}`)).body.data;
    expect(after.map((g: { product_gallery_id: number }) => g.product_gallery_id)).not.toContain(video.product_gallery_id);
    expect(await auditRows('product_video.create', video.product_gallery_id)).toHaveLength(1);
    expect(await auditRows('product_video.delete', video.product_gallery_id)).toHaveLength(1);
  });

  it('accepts the storefront’s video link forms and refuses anything else; a picture is not a video', async () => {
    const product = await t.shop.db.selectFrom('products').select('product_id').orderBy('product_id').executeTakeFirstOrThrow();
    const forms: Array<[string, string]> = [
      ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
      ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
      ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube.com/shorts/dQw4w9WgXcQ'],
      ['https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
      ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ];
    for (const [input, stored] of forms) {
      const res = await admin(t, 'POST', 'videos', member, { product_id: product.product_id, product_video_url: input, sort_order: 50 });
      expect(res.status, input).toBe(201);
      expect(res.body.data.product_video_url).toBe(stored);
      await admin(t, 'DELETE', `videos/${res.body.data.product_gallery_id}`, member);
    }
    const bad = [
      'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://evil.example/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://user@www.youtube.com/watch?v=dQw4w9WgXcQ',
      'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=short',
      'https://www.youtube.com/',
      'not a link',
    ];
    for (const url of bad) {
      const res = await admin(t, 'POST', 'videos', member, { product_id: product.product_id, product_video_url: url });
      expect(res.status, url).toBe(400);
      expect(res.body.message, url).toBe('Video link must be a YouTube link: https://www.youtube.com/watch?v=…, /shorts/…, /embed/… or https://youtu.be/…');
    }
    expect((await admin(t, 'POST', 'videos', member, { product_id: 987654, product_video_url: forms[0]![0] })).body).toEqual({
      success: false,
      message: 'Product not found',
    });
    expect((await admin(t, 'POST', 'videos', member, { product_id: 2 ** 31, product_video_url: forms[0]![0] })).status).toBe(400);
    expect((await admin(t, 'PATCH', 'videos/1', member, { product_id: 2 })).body.message).toBe('Unknown field: product_id');
    const picture = await t.shop.db
      .selectFrom('product_gallery')
      .select('product_gallery_id')
      .where('product_gallery_type', '=', 'image')
      .executeTakeFirstOrThrow();
    expect((await admin(t, 'PATCH', `videos/${picture.product_gallery_id}`, member, { sort_order: 1 })).body).toEqual({
      success: false,
      message: 'Product video not found',
    });
    expect((await admin(t, 'DELETE', `videos/${picture.product_gallery_id}`, member)).status).toBe(404);
    expect((await admin(t, 'GET', 'videos?product_id=0', member)).body.message).toBe('product_id must be a whole number from 1 to 2147483647');
  });
});
