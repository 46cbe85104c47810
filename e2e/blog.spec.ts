import { test, expect, expectNoSeriousA11yViolations } from './fixtures';

type Publication = {
  id: string;
  title: string;
  excerpt: string;
  content: string | null;
  type_publish_id: string;
};
type PublicationType = { id: string; name: string };

// The final state of each page: fade-in effects would otherwise be measured half-transparent.
test.use({ reducedMotion: 'reduce' });

test('/blog lists every article, filtered by type, and opens one with its whole text', async ({
  page,
  request,
}) => {
  const publications = (await (await request.get('/api/publishes/content')).json()) as Publication[];
  const types = (await (await request.get('/api/typepublishes')).json()) as PublicationType[];
  const used = types.filter((t) => publications.some((p) => p.type_publish_id === t.id));
  expect(used.length, 'the demo articles need two types at least').toBeGreaterThan(1);

  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Le blog de Mama' })).toBeVisible();
  const articles = page.getByRole('article');
  await expect(articles).toHaveCount(publications.length);
  const tabs = page.getByRole('navigation', { name: "Types d'articles" });
  await expect(tabs.getByRole('button', { name: `Tous ${publications.length}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectNoSeriousA11yViolations(page);

  const type = used[0]!;
  const ofType = publications.filter((p) => p.type_publish_id === type.id);
  await tabs.getByRole('button', { name: `${type.name} ${ofType.length}` }).click();
  await expect(page).toHaveURL(new RegExp(`/blog\\?type=${type.id}$`));
  await expect(articles).toHaveCount(ofType.length);
  for (const p of ofType) await expect(page.getByRole('article', { name: p.title })).toBeVisible();

  // The address keeps the type: a shared link opens on it.
  await page.reload();
  await expect(articles).toHaveCount(ofType.length);

  const chosen = ofType[0]!;
  await page
    .getByRole('article', { name: chosen.title })
    .getByRole('link', { name: `Lire plus : ${chosen.title}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/blog/${chosen.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: chosen.title })).toBeVisible();
  await expect(page.getByText(chosen.excerpt)).toBeVisible();
  const firstParagraph = chosen.content!.split('\n')[0]!.slice(0, 60);
  await expect(page.getByText(firstParagraph, { exact: false })).toBeVisible();
  await expect(page.getByText(type.name, { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(chosen.title));
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: '← Tous les articles' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('an article opened from its address loads on its own; an unknown one says so', async ({
  page,
  request,
}) => {
  const [latest] = (await (await request.get('/api/publishes/content')).json()) as Publication[];
  await page.goto(`/blog/${latest!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: latest!.title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(latest!.title));

  await page.goto('/blog/article-inconnu');
  await expect(page.getByRole('heading', { level: 1, name: 'Article introuvable.' })).toBeVisible();
  await page.getByRole('link', { name: '← Tous les articles' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Le blog de Mama' })).toBeVisible();
});

test("the home page's 'Tous les articles' leads to /blog", async ({ page }) => {
  await page.goto('/');
  const blog = page.getByRole('region', { name: 'Actualités et recettes' });
  await blog.scrollIntoViewIfNeeded();
  await blog.getByRole('link', { name: 'Tous les articles' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});
