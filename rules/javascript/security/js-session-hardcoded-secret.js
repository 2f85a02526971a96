const express = require('express');
const session = require('express-session');
const cookieSession = require('cookie-session');
const cookieParser = require('cookie-parser');

const app = express();

// ruleid: js-session-hardcoded-secret
app.use(session({ secret: 'keyboard cat', resave: false, saveUninitialized: false }));

// ruleid: js-session-hardcoded-secret
app.use(cookieSession({ name: 'sess', keys: ['key1', 'key2'] }));

// ruleid: js-session-hardcoded-secret
app.use(cookieParser('s3cr3t'));

// ok: js-session-hardcoded-secret
app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false }));

// ok: js-session-hardcoded-secret
app.use(cookieSession({ name: 'sess', keys: [process.env.COOKIE_KEY_A, process.env.COOKIE_KEY_B] }));

// ok: js-session-hardcoded-secret
app.use(cookieParser(process.env.COOKIE_SECRET));
