// Three short articles for the public blog of a fresh install.
export const DEMO_POSTS = [
  {
    title: 'Renting in Nairobi: 7 things to check before you pay a deposit',
    body: `<h2>Before you sign</h2><p>Visit the house at least twice, once in the evening. Check the <strong>water pressure</strong>, the meter (token or postpaid) and whether there is a borehole.</p><ol><li>Ask for the landlord's or agent's ID and the title or lease.</li><li>Never pay a deposit before viewing.</li><li>Get every payment receipted, M-Pesa included.</li></ol><blockquote>A good landlord is as important as a good house.</blockquote>`,
  },
  {
    title: 'Choosing a fundi you can trust',
    body: `<p>Whether it is a leaking tank in <em>Kasarani</em> or rewiring in <em>Kileleshwa</em>, a good technician saves you money twice.</p><ul><li>Ask for photos of past jobs and two references.</li><li>Agree the price for labour and materials separately.</li><li>Pay in stages for bigger jobs.</li></ul>`,
  },
  {
    title: 'Short stays: what guests in Mombasa and Diani look for',
    body: `<h2>Small things, big reviews</h2><p>Guests at the coast book for <strong>reliable Wi-Fi</strong>, hot water and a quick answer on WhatsApp. A clear photo of every room helps more than a long description.</p><p>Add your exact location on the map so guests can see the distance to the beach.</p>`,
  },
] as const;
