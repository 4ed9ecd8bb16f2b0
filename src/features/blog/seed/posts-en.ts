import type { PostsByLanguage } from './types'

export const postsEn: PostsByLanguage = {
  lang: 'en',
  posts: [
    {
      slug: 'what-to-pack-for-a-hut-to-hut-trek',
      author: 'sam_porter',
      category: 'guides',
      tags: ['packing', 'hiking', 'mountains'],
      cover: 1,
      daysBefore: 3,
      title: 'What to pack for a hut-to-hut trek',
      excerpt: 'A seven-kilogram day pack is enough for a week in the Alps. Here is exactly what goes in ours.',
      body: `Most people pack for the worst day of the trip and carry it on every good one. On a hut-to-hut trek your luggage moves by road, so the only weight that matters is the pack on your back.

## The list

- A 30-litre pack with a rain cover
- Waterproof jacket and light over-trousers
- One warm layer: fleece or a thin down jacket
- Two pairs of merino socks, one to wear and one to dry
- A sleeping-bag liner (huts give you blankets, not sheets)
- Headlamp, sun cream, a hat and a buff
- 1.5 litres of water and something salty to eat

## What to leave behind

Cotton, a second pair of shoes for the trail and anything "just in case". Huts sell plasters, chocolate and postcards.

> If you have not worn it on a day walk at home, do not bring it to the mountains.

Weigh the pack before you leave: if it is over eight kilograms, take one thing out and weigh it again.`,
    },
    {
      slug: 'chasing-the-aurora-in-lofoten',
      author: 'diego',
      category: 'photography',
      tags: ['northern-lights', 'winter', 'islands', 'camera-gear'],
      cover: 6,
      daysBefore: 9,
      title: 'Chasing the aurora in Lofoten',
      excerpt: 'Four nights, three cloudy skies and one hour that made the whole winter worth it.',
      body: `The forecast said Kp 2, which in Lofoten means "maybe". We went out anyway, because on the islands the sky changes faster than any app.

## Settings that worked

- Wide lens, aperture as open as it goes
- ISO 1600 to 3200
- Exposures of 4 to 8 seconds: longer and the curtains turn into mush
- Manual focus on a distant light, taped in place

## Patience is the real gear

At 23:40 a pale arc appeared over Reinebringen. Ten minutes later it was dancing green and violet, reflected in the harbour. Nobody spoke.

Bring a thermos, a spare battery in an inside pocket and a friend who does not mind waiting in the cold.`,
    },
    {
      slug: 'a-morning-in-the-souks-of-marrakech',
      author: 'maria',
      category: 'culture',
      tags: ['crafts', 'street-food', 'desert'],
      cover: 3,
      daysBefore: 15,
      title: 'A morning in the souks of Marrakech',
      excerpt: 'Leather, spices and a tea that took forty minutes: how to enjoy the medina without a map.',
      body: `The medina of Marrakech is easier than its reputation. Arrive early, before ten, when the shutters are going up and the sellers are still drinking their first tea.

## Three tips

1. Get lost on purpose and use the Koutoubia minaret to find your way back.
2. Ask the price, then ask about the craft: the conversation is worth more than the discount.
3. Eat where the queue is local: a bowl of harira costs less than a coffee at home.

We spent an hour with Youssef, who has made babouche slippers in the same workshop for thirty-one years. He let everyone try the awl, and nobody made a straight line.`,
    },
    {
      slug: 'why-we-travel-by-train-to-the-dolomites',
      author: 'sam_porter',
      category: 'sustainable-travel',
      tags: ['trains', 'low-impact', 'mountains'],
      cover: 2,
      daysBefore: 21,
      title: 'Why we travel to the Dolomites by train',
      excerpt: 'From London, Paris or Madrid the train is slower on paper and faster in every way that counts.',
      body: `A flight to Venice and a transfer to Cortina takes about six hours door to door. The train from Paris takes eleven. We still recommend the train.

## The numbers

A return flight from Paris emits around 200 kg of CO₂ per passenger. The train emits about a tenth of that.

## The experience

You read, you sleep, you watch the Alps arrive. There is no security queue and no luggage limit, which matters when you are carrying boots.

Our booking team can plan the connections for you: just tick "I am coming by train" when you book.`,
    },
    {
      slug: 'tea-ceremony-lessons-in-kyoto',
      author: 'diego',
      category: 'culture',
      tags: ['crafts', 'music'],
      cover: 5,
      daysBefore: 30,
      title: 'What a tea ceremony taught me about travel',
      excerpt: 'Ninety minutes, four sips and a lesson in paying attention.',
      body: `Our host, Ms Tanaka, folded the silk cloth three times before she touched the tea caddy. Every movement had a reason, and none of them were hurried.

## Ichi-go ichi-e

She explained the phrase written on the scroll: *one time, one meeting*. This gathering will never happen again in the same way, so give it your full attention.

It is a good rule for travel too. Put the phone away at the viewpoint. Look first, photograph later.`,
    },
    {
      slug: 'altitude-without-fear',
      author: 'maria',
      category: 'guides',
      tags: ['altitude', 'hiking', 'mountains'],
      cover: 4,
      daysBefore: 38,
      title: 'Altitude without fear: a guide for the Andes',
      excerpt: 'How our Peru itinerary is built around acclimatisation, and what you can do at home to prepare.',
      body: `Altitude sickness does not care how fit you are. It cares how fast you go up.

## How we plan

- Three nights in Cusco (3,400 m) before any trekking
- Sleeping lower than the highest point of each day
- A rest day in the middle of the trek

## Warning signs

Headache, nausea and poor sleep are common on the first night. If they get worse instead of better, go down. Our guides carry oxygen and a pulse oximeter and will check on you every evening.

Drink water, skip alcohol for the first days and try the coca tea: it really helps.`,
    },
    {
      slug: 'the-best-pho-in-hanoi',
      author: 'alexei',
      category: 'food',
      tags: ['street-food'],
      cover: 7,
      daysBefore: 47,
      title: 'The best pho in Hanoi is on a plastic stool',
      excerpt: 'We ate eleven bowls in four days to find it. Here is the shortlist.',
      body: `Pho in Hanoi is a breakfast dish, and the best places are sold out by nine.

## What to order

- **Phở bò tái**: thin slices of raw beef cooked by the broth
- **Phở gà**: chicken, lighter and clearer
- **Quẩy**: fried dough sticks to dip

Add lime and chilli carefully, taste first, then adjust. Never add hoisin in the north unless you want a lecture from the owner.`,
    },
    {
      slug: 'leave-no-trace-in-the-mountains',
      author: 'sam_porter',
      category: 'sustainable-travel',
      tags: ['low-impact', 'hiking', 'family'],
      cover: 8,
      daysBefore: 56,
      title: 'Leave no trace: seven habits for the mountains',
      excerpt: 'Small things every walker can do, and why our groups never exceed twelve people.',
      body: `A trail carries thousands of boots every summer. What each of us does on it adds up.

1. Stay on the path, even when it is muddy.
2. Carry out everything you carry in, including fruit peel.
3. Do not build stone piles: they confuse other walkers.
4. Keep quiet near wildlife and in villages at night.
5. Buy lunch from the hut, not the supermarket.
6. Refill bottles instead of buying plastic.
7. Keep groups small.

That last one is our job, and it is why no Waypoints group has more than twelve travellers.`,
    },
    {
      slug: 'draft-notes-from-wadi-rum',
      author: 'alexei',
      category: 'trip-reports',
      tags: ['desert'],
      cover: 3,
      daysBefore: 1,
      status: 'draft',
      title: 'Notes from Wadi Rum (draft)',
      excerpt: 'Unfinished notes from a scouting trip.',
      body: 'Still writing this one.',
    },
  ],
}
