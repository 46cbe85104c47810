import { adminSession, expect, expectNoSeriousA11yViolations, fcfa, menuOf, test, openAs } from './fixtures';
import { placeCashOrder } from './support/cash';

// An admin adds a rider and gives them access; staff send a cash order out with them; the customer sees
// who brings it; the rider, on a 390 px phone, logs in with their number, records the cash and closes the delivery.
test.describe.configure({ timeout: 120_000 });
const LIVE = { timeout: 10_000 };

test('a rider added in Livreurs takes an order out; the customer can call them; they deliver it from their phone', async ({
  browser,
  request,
  customer,
}) => {
  const phone = `97${String(Date.now()).slice(-6)}`;
  const password = 'Livreur-2026';
  const admin = await adminSession(request);

  // The admin's list: add the rider, then give them their access.
  const office = await openAs(browser, admin, '/admin/livreurs');
  await expect(office.getByRole('heading', { name: 'Livreurs' })).toBeVisible();
  const form = office.getByRole('form', { name: 'Ajouter un livreur' });
  await form.getByLabel('Prénom').fill('Komlan');
  await form.getByLabel('Téléphone').fill(phone);
  await form.getByRole('button', { name: 'Ajouter le livreur' }).click();
  const row = office.getByRole('row').filter({ hasText: phone });
  await expect(row).toContainText('Komlan');
  await row.getByRole('button', { name: "Donner l'accès" }).click();
  const access = office.getByRole('dialog');
  await access.getByLabel(/Mot de passe/).fill(password);
  await access.getByRole('button', { name: "Enregistrer l'accès" }).click();
  await expect(access.getByRole('status')).toContainText('il se connecte avec son numéro');
  await expectNoSeriousA11yViolations(office);
  await access.getByRole('button', { name: 'Fermer' }).first().click();
  await expect(row).toContainText('Oui');

  // A paid order, accepted and sent out with Komlan.
  const dish = (await menuOf(request)).dishes[0]!;
  const order = await placeCashOrder(request, admin, customer, [{ dish_id: dish.dish_id, quantity: 2 }]);
  // Spaces as any kind (the site's no-break ones): compared once normalized.
  const due = fcfa(order.total_price).replace(/\s/g, ' ');
  await office.goto('/admin');
  const card = office.getByRole('article', { name: `Commande ${order.code_commande}` });
  await card.getByRole('button', { name: 'Accepter (en préparation)' }).click();
  await card.getByRole('button', { name: 'Passer en livraison' }).click();
  const choice = office.getByRole('dialog', { name: `Qui livre ${order.code_commande} ?` });
  await choice.getByLabel(`Komlan · ${phone}`).check();
  await expectNoSeriousA11yViolations(office);
  await choice.getByRole('button', { name: 'Passer en livraison' }).click();
  await expect(card).toContainText('En livraison', LIVE);
  await expect(card).toContainText('Livreur : Komlan');
  const message = card.getByRole('link', { name: 'WhatsApp livreur' });
  await expect(message).toHaveAttribute('href', new RegExp(`^https://wa\\.me/228${phone}\\?text=`));
  const text = decodeURIComponent((await message.getAttribute('href'))!.split('?text=')[1]!).replace(
    /[^\S\n]/g,
    ' ',
  );
  expect(text).toContain(order.code_commande);
  expect(text).toContain('https://www.google.com/maps?q=6.135,1.225');
  expect(text).toContain('90112233');
  expect(text).toContain(`À encaisser : ${due}`);

  // The customer's tracking page names the rider, with a call and a WhatsApp link.
  const tracking = await openAs(browser, customer, `/orders/track?id=${order.order_id}`);
  const rider = tracking.getByLabel('Votre livreur');
  await expect(rider).toContainText('Komlan');
  await expect(rider.getByRole('link', { name: 'Appeler' })).toHaveAttribute('href', `tel:+228${phone}`);
  await expect(rider.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    `https://wa.me/228${phone}`,
  );
  // The timeline included: its steps still ahead ('Livrée') are muted, yet readable (AA).
  await expectNoSeriousA11yViolations(tracking);

  // The rider's phone: log in with the number, see the delivery, close it.
  const mobile = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const riderPage = await mobile.newPage();
  await riderPage.goto('/livraisons');
  await riderPage.getByLabel('Numéro de téléphone').fill(`+228 ${phone.slice(0, 2)} ${phone.slice(2)}`);
  await riderPage.getByLabel('Mot de passe', { exact: true }).fill(password);
  await riderPage.getByRole('button', { name: 'Se connecter' }).click();
  await expect(riderPage.getByRole('heading', { name: 'Mes livraisons' })).toBeVisible();
  const delivery = riderPage.getByRole('article', { name: `Livraison ${order.code_commande}` });
  await expect(delivery).toContainText('Nyékonakpoè, rue des Cocotiers');
  await expect(delivery.getByTestId('amount-line')).toHaveText(`À encaisser : ${due}`);
  await expect(delivery.getByRole('link', { name: 'Ouvrir la carte' })).toHaveAttribute(
    'href',
    'https://www.google.com/maps?q=6.135,1.225',
  );
  await expect(delivery.getByRole('link', { name: 'Appeler le 90112233' })).toHaveAttribute(
    'href',
    'tel:+22890112233',
  );
  // Nothing wider than the phone.
  expect(await riderPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(riderPage);
  // The cash first, counted once and confirmed with its amount; then the delivery.
  await delivery.getByRole('button', { name: `Espèces encaissées (${due})` }).click();
  const confirm = riderPage.getByRole('dialog', { name: 'Espèces encaissées' });
  await expect(confirm).toContainText(`Vous avez reçu ${due} pour ${order.code_commande} ?`);
  await confirm.getByRole('button', { name: 'Oui, encaissées' }).click();
  await expect(delivery.getByTestId('amount-line')).toHaveText('Payé');
  await expect(delivery.getByRole('button', { name: /Espèces encaissées/ })).toHaveCount(0);
  await delivery.getByRole('button', { name: 'Livrée', exact: true }).click();
  await expect(delivery).toContainText(/Livrée à \d{2}:\d{2}/);
  await expect(delivery.getByRole('button', { name: 'Livrée', exact: true })).toHaveCount(0);
  // A wrong tap can be taken back for a minute.
  await expect(delivery.getByRole('button', { name: 'Annuler « Livrée »' })).toBeVisible();

  // The customer sees it delivered, and the rider is no staff: the board is refused.
  await expect(tracking.getByRole('status').filter({ hasText: 'Statut' })).toContainText('Livrée', LIVE);
  await riderPage.goto('/admin');
  await expect(riderPage.getByRole('heading', { name: 'Accès refusé' })).toBeVisible();
  await mobile.close();
});
