import { DAILY_FREE_CREDITS, DAILY_REFUND_LIMIT, SIGNUP_CREDITS, UPLOAD_MAX_BYTES } from '../limits';
import { CREDIT_PACKS, formatPrice } from '../pricing';
import { COMPANY_LOCATION, LEGAL_LAST_UPDATED } from './contact';
import type { InlineText } from './inline';

/**
 * The three policies of spec content §2 "Legal pages" (privacy, terms, cookies; age limit 16,
 * §9), as data the web app renders in one frame: an intro, numbered sections of blocks, and
 * the contact block. Numbers that are business rules come from limits.ts and pricing.ts; the
 * support e-mail is the configured one (`{ supportEmail: true }` runs).
 */

/** One block of a policy section: a paragraph, a sub-heading, a bulleted list, or terms with details. */
export type LegalBlock =
  | { p: InlineText }
  | { subheading: string }
  | { list: readonly InlineText[] }
  | { terms: readonly { term: string; detail: InlineText }[] };

export interface LegalSection {
  /** Anchor id, e.g. "information-we-collect". */
  id: string;
  heading: string;
  body: readonly LegalBlock[];
}

export interface LegalDocumentText {
  title: string;
  /** Meta description of the page. */
  description: string;
  /** Subject line of the contact e-mail link. */
  contactSubject: string;
  intro: readonly LegalBlock[];
  sections: readonly LegalSection[];
}

/** The words of the frame around every policy. */
export const LEGAL_FRAME = {
  eyebrow: 'Legal',
  lastUpdated: 'Last updated',
  /** ISO form of LEGAL_LAST_UPDATED, for the <time> element. */
  lastUpdatedIso: '2025-05-19',
  lastUpdatedText: LEGAL_LAST_UPDATED,
  toc: 'On this page',
  contactHeading: 'Questions?',
  contactPrefix: 'Write to us at',
  contactSuffix: `. Inkling is based in ${COMPANY_LOCATION}, USA.`,
} as const;

const packList = CREDIT_PACKS.map(
  (pack) => `${pack.label} (${pack.credits} credits, ${formatPrice(pack.priceCents)})`,
).join(', ');

export const PRIVACY_POLICY: LegalDocumentText = {
  title: 'Privacy Policy',
  description:
    'How Inkling collects, uses and protects information: what we store, why, for how long, who processes it, and your rights.',
  contactSubject: 'Privacy question',
  intro: [
    {
      p: [
        'This policy explains what information Inkling collects when you use the service, why we collect it, how long we keep it, who helps us process it, and the choices you have. The short version: we collect only what we need to make your coloring pages, we never see your card number, and we never sell your information.',
      ],
    },
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      body: [
        {
          p: [
            'Inkling is a web service that turns ideas and photos into printable black-and-white coloring pages. It is operated by the Inkling team in Tampa, Florida, USA ("Inkling", "we", "us"). We are responsible for the personal information described in this policy. You can reach us at ',
            { supportEmail: true },
            '.',
          ],
        },
      ],
    },
    {
      id: 'who-inkling-is-for',
      heading: 'Who Inkling is for, and children',
      body: [
        {
          p: [
            'Inkling accounts are for people aged ',
            { strong: '16 and over' },
            '. Parents, carers and teachers use Inkling with children: the adult owns the account, signs in and decides what is created, saved and shared.',
          ],
        },
        {
          p: [
            'We do ',
            { strong: 'not knowingly collect personal information from children under 16' },
            ". Children should not create accounts, and ideas typed for a child should not contain the child's full name, address, school or other details that identify them. If you believe a child under 16 has given us personal information, contact us at ",
            { supportEmail: true },
            ' and we will delete it.',
          ],
        },
      ],
    },
    {
      id: 'information-we-collect',
      heading: 'Information we collect',
      body: [
        { subheading: 'Account information' },
        {
          p: [
            'When you sign in with Google, Google tells us your ',
            { strong: 'name' },
            ', your ',
            { strong: 'e-mail address' },
            ' and your ',
            { strong: 'Google profile picture' },
            '. We never receive your Google password. You can change the name and photo shown in Inkling in your account settings.',
          ],
        },
        { subheading: 'What you create' },
        {
          list: [
            ['the ideas (prompts) you type and the coloring pages generated from them;'],
            ['your projects and characters you save (with their names and descriptions).'],
          ],
        },
        { subheading: 'Photos you upload' },
        {
          p: [
            `When you attach a photo or drawing (JPEG, PNG or WebP, up to ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB), we `,
            { strong: 're-encode it and strip its metadata' },
            ', such as GPS location, camera details and dates, before it is stored. We keep the cleaned image so the page made from it can be drawn again.',
          ],
        },
        { subheading: 'Credits and payments' },
        {
          p: [
            'We keep a ',
            { strong: 'credit ledger' },
            ': each credit you receive or spend (sign-up credits, daily free credits, purchases, pages, automatic refunds and "Report this page" refunds), with its date. Payments are handled by ',
            { strong: 'Stripe' },
            ". We receive confirmation of the payment, the pack bought, the amount and Stripe's reference numbers. ",
            { strong: 'We never see or store your card number.' },
          ],
        },
        { subheading: 'Server logs' },
        {
          p: [
            'Like most websites, our servers record technical logs of requests: IP address, browser type, the page or action requested, the time and any error. We use them to keep Inkling working and secure.',
          ],
        },
        { subheading: 'Cookies' },
        {
          p: [
            'We use one essential cookie to keep you signed in, and none for advertising or analytics. See our ',
            { link: 'cookiePolicy', text: 'Cookie Policy' },
            '.',
          ],
        },
      ],
    },
    {
      id: 'how-we-use-information',
      heading: 'How we use information',
      body: [
        { p: ['We use the information above only to:'] },
        {
          list: [
            [
              'provide Inkling: sign you in, draw your pages, keep your projects and characters, and let you download, print and export them;',
            ],
            ['check every idea for kid-safety before anything is drawn;'],
            ['keep your credit balance, process purchases and refunds, and meet accounting obligations;'],
            ['answer your questions and support requests;'],
            ['protect Inkling and its users from abuse, fraud and security threats;'],
            ['understand, in aggregate, how the service is working so we can fix problems and improve it.'],
          ],
        },
        {
          p: [
            'We do ',
            { strong: 'not sell' },
            ' personal information, do not use it for advertising, and do not build advertising profiles. Our legal bases, where the law asks for one, are performing our contract with you, our legitimate interest in running a safe service, and legal obligations.',
          ],
        },
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share information with',
      body: [
        {
          p: [
            'We share information only with the service providers ("processors") that run Inkling for us, under contracts that allow them to use it only on our instructions:',
          ],
        },
        {
          list: [
            [
              { strong: 'Hosting' },
              ': the provider of our servers, database and file storage, which holds everything described above;',
            ],
            [{ strong: 'Stripe' }, ': payment processing for credit packs;'],
            [{ strong: 'Google' }, ': sign-in with your Google account;'],
            [
              { strong: 'An AI image provider, when one is configured' },
              ': it receives the text of your idea and, for a page made from a photo, the cleaned photo, only to draw the page. It does not receive your name or e-mail address.',
            ],
          ],
        },
        {
          p: [
            'Your pages are private unless you choose to share one. There are two ways, and both are your choice, page by page:',
          ],
        },
        {
          list: [
            [
              { strong: 'The community gallery' },
              ': when you post a page, it is shown with its idea (the prompt), your optional comment and ',
              { strong: 'your first name only' },
              ' (never your e-mail address or photo), but only after one of our moderators has looked at it and approved it. Comments with e-mail addresses, phone numbers, street addresses, web links or social-media names are refused. Other visitors can report a post; a post reported by three people is hidden until a moderator looks at it again. You can withdraw your post at any time from your project.',
            ],
            [
              { strong: 'A share link' },
              ': an unlisted address that shows only that page and its idea to whoever has the link. It is not listed anywhere, search engines are asked not to index it, and you can stop it working at any time; deleting the page or its project ends it too.',
            ],
          ],
        },
        {
          p: [
            'Otherwise Inkling does not publish your pages or show them to other users. We may disclose information when the law requires it, or to protect the safety of a child or anyone else.',
          ],
        },
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep information',
      body: [
        {
          list: [
            ['Account information: for as long as your account exists.'],
            [
              'Projects, pages, uploaded photos and characters: until you delete them or your account. ',
              { strong: 'Deleting a project deletes all of its pages' },
              ' and their files.',
            ],
            [
              'Credit ledger and payment records: for as long as tax and accounting laws require, even after an account is deleted.',
            ],
            [
              'Community posts: until you withdraw them, a moderator removes them, or you delete the page, its project or your account. Share links: until you stop them or delete the page. The record of moderators’ decisions (which post, what was decided and why) is kept for as long as Inkling runs, so decisions can be checked.',
            ],
            ['Server logs: up to 30 days, unless needed longer to investigate a security problem.'],
          ],
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights and choices',
      body: [
        { p: ['You can, at any time:'] },
        {
          list: [
            [
              { strong: 'access' },
              ' your information: your projects and pages are in the app, and we will send a copy of everything else on request;',
            ],
            [{ strong: 'correct' }, ' it: change your name and photo in account settings, or ask us;'],
            [
              { strong: 'delete' },
              ' it: delete projects and characters in the app, or ask us to delete your whole account;',
            ],
            [
              'object to or ask us to restrict a use of your information, where the law gives you that right.',
            ],
          ],
        },
        {
          p: [
            'Send requests to ',
            { supportEmail: true },
            ' from the e-mail address of your account. We answer within 30 days. Depending on where you live (for example California or the European Economic Area) you may have further rights and may complain to your data protection authority.',
          ],
        },
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      body: [
        {
          p: [
            'Inkling is served over encrypted connections (HTTPS). Your session cookie cannot be read by scripts, your pages and photos are only served to your own account, and staff access to data is limited to what is needed to run and support the service. No system is perfectly secure; if we learn of a breach that affects you, we will tell you as the law requires.',
          ],
        },
      ],
    },
    {
      id: 'international',
      heading: 'Where information is processed',
      body: [
        {
          p: [
            'Inkling is run from the United States, and our processors may store information in the United States or other countries. Where the law requires it, we use safeguards such as standard contractual clauses for these transfers.',
          ],
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      body: [
        {
          p: [
            'When we change this policy we update the date at the top. If a change is significant, we will tell signed-in users in the app or by e-mail before it takes effect.',
          ],
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      body: [{ p: ['Questions or requests about privacy: ', { supportEmail: true }, '.'] }],
    },
  ],
};

export const TERMS_OF_SERVICE: LegalDocumentText = {
  title: 'Terms and Conditions',
  description:
    'The terms for using Inkling: accounts, credits and refunds, kid-safe acceptable use, your pages and more.',
  contactSubject: 'Question about the terms',
  intro: [
    {
      p: [
        'Thank you for using Inkling. These terms explain the rules for using the service, how credits work and what you may do with the coloring pages you create. We have tried to keep them short and clear.',
      ],
    },
  ],
  sections: [
    {
      id: 'agreement',
      heading: 'About these terms',
      body: [
        {
          p: [
            'These terms are an agreement between you and Inkling, based in Tampa, Florida, USA. They apply whenever you use the Inkling website and service. By signing in or buying credits you accept them, together with our ',
            { link: 'privacy', text: 'Privacy Policy' },
            ' and ',
            { link: 'cookiePolicy', text: 'Cookie Policy' },
            '. If you do not agree, please do not use Inkling.',
          ],
        },
      ],
    },
    {
      id: 'accounts',
      heading: 'Accounts',
      body: [
        {
          list: [
            ['You must be at least 16 years old to create an account.'],
            [
              'Children may use Inkling only together with a parent, carer or teacher who holds the account and supervises them. You are responsible for everything done with your account.',
            ],
            [
              'You sign in with a Google account. Keep it secure, and sign out on shared devices. Tell us straight away at ',
              { supportEmail: true },
              ' if you think someone else has used your account.',
            ],
            ['One person, one account. Accounts may not be sold or transferred.'],
          ],
        },
      ],
    },
    {
      id: 'credits',
      heading: 'Credits and payments',
      body: [
        {
          list: [
            [
              'One credit makes one new coloring page. ',
              { strong: 'Retries of a page are free' },
              ' (new variations of the same idea), within fair-use limits on how quickly they can be made.',
            ],
            [
              `New accounts receive ${SIGNUP_CREDITS} free credits. Every account receives ${DAILY_FREE_CREDITS} free credits each day; unused daily credits do not carry over and refresh at midnight New York time (00:00 America/New_York).`,
            ],
            [
              'Credit packs are ',
              { strong: 'one-time purchases' },
              `, not subscriptions: ${packList}. Prices are in US dollars. Purchased credits `,
              { strong: 'never expire' },
              '.',
            ],
            [
              'Payments are processed by Stripe on its secure checkout page. Credits are added once Stripe confirms the payment.',
            ],
            [
              'Credits have no cash value, cannot be transferred or sold, and are ',
              { strong: 'not refundable for cash, except where the law requires it' },
              '. If you were charged by mistake or did not receive your credits, contact us and we will put it right.',
            ],
          ],
        },
        { subheading: '"Report this page" refunds' },
        {
          p: [
            `If a finished page is clearly wrong or unusable, you can choose "Report this page" to get its credit back. Each page can be reported once, and each account can report up to ${DAILY_REFUND_LIMIT} pages a day; the count resets at midnight New York time. Pages that fail to draw are refunded automatically and do not count toward this limit. We may limit refunds where they are being misused.`,
          ],
        },
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use: keep it kid-safe',
      body: [
        {
          p: [
            'Inkling is made for children. Every idea is checked before it is drawn, and we may decline any idea. You agree not to use Inkling to create, upload or share:',
          ],
        },
        {
          list: [
            ['violent, gory, frightening, sexual or otherwise adult content;'],
            ['hateful, harassing, bullying or discriminatory content;'],
            ['content about drugs, alcohol, weapons used to hurt, self-harm or dangerous activities;'],
            [
              "personal information about anyone, especially children (full names, addresses, schools, phone numbers), or photos of other people's children without their parent's permission;",
            ],
            ["anything that infringes someone else's copyright, trademark or other rights;"],
            ['anything illegal.'],
          ],
        },
        {
          p: [
            "You also agree not to try to get around the kid-safety check or usage limits, not to disrupt or overload the service, not to access other people's accounts or data, and not to collect pages or data automatically (scraping) without our written permission.",
          ],
        },
      ],
    },
    {
      id: 'community',
      heading: 'The community gallery and share links',
      body: [
        {
          p: [
            'You may post pages you made to the community gallery. By ticking "I accept the terms and conditions" when you post, you confirm that the page and your comment follow the acceptable-use rules above, and you allow Inkling to show the page, its idea, your comment and your first name in the gallery and on the page’s own address, and to let visitors save and print it for personal and classroom use, and remix its idea into their own pages.',
          ],
        },
        {
          list: [
            [
              'Every post is reviewed by a moderator before anyone else sees it. We may decline or remove any post, and we record each decision.',
            ],
            [
              'Comments must not contain personal information: no e-mail addresses, phone numbers, street addresses, web links or social-media names.',
            ],
            [
              'If you see a post that should not be there, use Report. Three reports hide a post until a moderator decides.',
            ],
            [
              'You can withdraw your post, or stop a share link, at any time from your project. Copies that others already saved or printed cannot be recalled.',
            ],
          ],
        },
      ],
    },
    {
      id: 'your-content',
      heading: 'Your content and your pages',
      body: [
        {
          p: [
            'You keep any rights you have in the ideas you type and the photos you upload. You must have the right to upload a photo (for example, you took it, or its owner agreed). You give Inkling permission to store and process your ideas and photos to make and keep your pages.',
          ],
        },
        {
          p: [
            { strong: 'Your pages are yours to use' },
            ': you may download, print, copy and share the pages you create for ',
            { strong: 'personal and classroom use' },
            ', including handing out copies to your students, family and friends. Please do not sell the pages or use them in products for sale.',
          ],
        },
        {
          p: [
            'Pages drawn by our offline generator are built from OpenMoji line art, licensed under the Creative Commons Attribution-ShareAlike 4.0 licence (CC BY-SA 4.0). That licence also applies to those pages and, where it gives you more freedom than the paragraph above, it wins: you may share and adapt them as long as you credit "OpenMoji" and share adaptations under the same licence. Because pages are made automatically, two users may receive similar pages, so we cannot give you exclusive rights in a page.',
          ],
        },
      ],
    },
    {
      id: 'availability',
      heading: 'Changes to the service',
      body: [
        {
          p: [
            'We work to keep Inkling available and improving, which means features may change, be added or be removed. We may suspend or close an account that breaks these terms, after warning you where that is reasonable. If we close Inkling or your account without you being at fault, we will refund purchased credits you have not used. You may stop using Inkling and ask us to delete your account at any time.',
          ],
        },
      ],
    },
    {
      id: 'disclaimers',
      heading: 'Disclaimers',
      body: [
        {
          p: [
            'Pages are created automatically. We work hard to make them safe and good, but we cannot promise that every page will match your idea, be free of mistakes or suit every child. Please look at a page before giving it to a child; adult supervision is part of using Inkling.',
          ],
        },
        {
          p: [
            'Except as stated in these terms, and to the extent the law allows, Inkling is provided "as is" and "as available", without warranties of any kind, express or implied, including fitness for a particular purpose and non-infringement.',
          ],
        },
      ],
    },
    {
      id: 'liability',
      heading: 'Limitation of liability',
      body: [
        {
          p: [
            'To the extent the law allows, Inkling is not liable for indirect, incidental, special or consequential losses, or for lost data or profits, arising from your use of the service. Our total liability for any claim related to Inkling is limited to the greater of the amount you paid us in the 12 months before the claim and US $50. Nothing in these terms limits liability that cannot be limited by law, or your rights as a consumer under the law where you live.',
          ],
        },
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law',
      body: [
        {
          p: [
            'These terms are governed by the laws of the State of Florida, USA, without regard to its conflict of laws rules. Disputes will be heard by the state and federal courts located in Hillsborough County, Florida, unless the law where you live gives you the right to bring a claim in your local courts. Before going to court, please contact us: most problems can be solved quickly by e-mail.',
          ],
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      body: [
        {
          p: [
            'We may update these terms as Inkling changes. We update the date at the top, and for significant changes we tell signed-in users in the app or by e-mail before they take effect. If you keep using Inkling after a change takes effect, the new terms apply. Credits you already bought keep the terms under which you bought them.',
          ],
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      body: [{ p: ['Questions about these terms: ', { supportEmail: true }, '.'] }],
    },
  ],
};

export const COOKIE_POLICY: LegalDocumentText = {
  title: 'Cookie Policy',
  description:
    'Inkling uses one essential cookie to keep you signed in, and no cookies for advertising or analytics. Here is what it does and how to control it.',
  contactSubject: 'Question about cookies',
  intro: [
    {
      p: [
        'This policy explains the cookies Inkling uses. In short: one essential cookie keeps you signed in, and nothing tracks you for advertising or analytics.',
      ],
    },
  ],
  sections: [
    {
      id: 'what-cookies-are',
      heading: 'What cookies are',
      body: [
        {
          p: [
            'Cookies are small text files a website asks your browser to keep and send back on later visits. They can remember that you are signed in, or, on many other sites, track what you do for advertising. Inkling uses cookies only for the first purpose.',
          ],
        },
      ],
    },
    {
      id: 'cookies-we-use',
      heading: 'The cookie Inkling uses',
      body: [
        { p: ['Inkling sets a single, essential cookie, the session cookie:'] },
        {
          terms: [
            { term: 'Name', detail: ['better-auth.session_token (with a __Secure- prefix on HTTPS)'] },
            {
              term: 'Purpose',
              detail: [
                'Keeps you signed in after you sign in with Google, so Inkling knows which projects and credits are yours.',
              ],
            },
            { term: 'Type', detail: ['Essential, first-party. Set by our sign-in system (better-auth).'] },
            {
              term: 'Protection',
              detail: ['HttpOnly (scripts cannot read it), Secure on HTTPS, SameSite=Lax.'],
            },
            {
              term: 'Lifetime',
              detail: [
                'Lasts for your signed-in session and is renewed while you use Inkling; deleted when you sign out.',
              ],
            },
          ],
        },
        {
          p: [
            'While you sign in, a short-lived cookie from the same sign-in system may be set to protect the sign-in against forgery; it is removed when sign-in finishes.',
          ],
        },
        {
          p: [
            "Inkling also uses your browser's session storage, a similar technology, for one thing: if you type an idea before signing in, the idea is kept there while you sign in so it is not lost. It stays in your browser, is removed once the idea is used, and disappears when you close the tab.",
          ],
        },
        {
          p: [
            'We use ',
            { strong: 'no cookies for advertising, analytics or tracking' },
            ", and no third-party cookies on Inkling's own pages. Because the session cookie is strictly necessary to provide the service you asked for, we do not ask for consent to set it.",
          ],
        },
      ],
    },
    {
      id: 'third-party-pages',
      heading: 'Google and Stripe pages',
      body: [
        { p: ["Two steps take you to another company's page, and that company sets its own cookies there:"] },
        {
          list: [
            [
              { strong: 'Google sign-in' },
              ": Google's sign-in pages use Google's cookies, described in Google's privacy policy.",
            ],
            [
              { strong: 'Stripe checkout' },
              ": when you buy credits, you pay on Stripe's checkout page. Stripe uses its own cookies there, mainly to prevent fraud and keep payments secure, as described in Stripe's cookie policy.",
            ],
          ],
        },
        { p: ['Inkling does not control or read these cookies.'] },
      ],
    },
    {
      id: 'control',
      heading: 'How to control cookies',
      body: [
        {
          p: [
            'You can see, block and delete cookies in your browser\'s settings, usually under "Privacy" or "Site data". Your browser\'s help pages explain how. Signing out of Inkling deletes the session cookie.',
          ],
        },
        {
          p: [
            'If you block cookies for Inkling, you can still read our public pages, but you cannot sign in, because signing in needs the session cookie.',
          ],
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      body: [
        {
          p: [
            'If we ever add a cookie, we will update this page and its date first, and we will ask for your consent before setting any cookie that is not strictly necessary. See also our ',
            { link: 'privacy', text: 'Privacy Policy' },
            '.',
          ],
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      body: [{ p: ['Questions about cookies: ', { supportEmail: true }, '.'] }],
    },
  ],
};
